import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files relative to its own package (DESIGN, pitfalls).
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // The blog's first page is the ISR route /blog/page/[page]: a page at /blog itself would be prerendered
  // at build time, when there is no database to read.
  async rewrites() {
    return [{ source: "/blog", destination: "/blog/page/1" }];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
