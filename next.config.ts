import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files relative to its own package (DESIGN, pitfalls).
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  experimental: {
    // The ebook form posts the ebook file (50 MB) and a cover image (5 MB) through a server action, and
    // /admin passes through proxy.ts, which buffers request bodies up to its own limit.
    serverActions: { bodySizeLimit: "60mb" },
    proxyClientMaxBodySize: "60mb",
  },
  // The first pages of the blog and the ebook library are ISR routes with a parameter: a page at /blog or
  // /ebooks itself would be prerendered at build time, when there is no database to read.
  async rewrites() {
    return [
      { source: "/blog", destination: "/blog/page/1" },
      { source: "/ebooks", destination: "/ebooks/category/all" },
    ];
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
