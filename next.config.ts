import path from "node:path";
import type { NextConfig } from "next";
import { domainRewrites } from "./lib/biolinks/domains/addresses";
import { addCompileHints } from "./lib/build/compile-hints";
import { parseEnv, siteHostNames } from "./lib/env";
import { PAGE_REWRITES } from "./lib/http/page-rewrites";
import { BUILT_ASSET_POLICY, NON_PAGE_POLICY } from "./lib/security/csp";
import { FIXED_HEADERS } from "./lib/security/fixed-headers";
import { policyHeaders, type StaticPageKind } from "./lib/security/policy-headers";

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files relative to its own package (DESIGN, pitfalls). The others are
  // loaded by npm start's own server modules too (scripts/server.ts, compiled by scripts/compiled.mjs with
  // packages left to node_modules): left out of the routes' bundles, both sides share one copy in memory
  // (~5 MB of heap after the public pages, docs/performance.md, Memory).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg-boss",
    "@duckdb/node-api",
    "drizzle-orm",
    "zod",
    "nodemailer",
    "postgres",
    "lru-cache",
    "ipaddr.js",
  ],
  poweredByHeader: false,
  // The OCR engine's files are read from their packages at request time (app/api/ocr): deployments that
  // trace a route's files (Vercel, standalone) must carry them.
  outputFileTracingIncludes: {
    "/api/ocr/[version]/[...file]": [
      "./node_modules/tesseract.js/dist/worker.min.js",
      "./node_modules/tesseract.js-core/tesseract-core-*lstm.wasm.js",
      "./node_modules/@tesseract.js-data/*/4.0.0_best_int/*.traineddata.gz",
    ],
  },
  // Next hashes every page's whole HTML for an ETag on each request (~8 % of a cached page's CPU, more on
  // larger pages), so that a repeat view may get a 304 without the body: the page is still read and
  // hashed, only bytes are saved, a few KB gzipped. Not worth its CPU on every view (docs/performance.md).
  generateEtags: false,
  // ISR pages live in a bounded cache, in Redis when REDIS_URL is set (lib/cache/handler.ts), not on disk.
  cacheHandler: path.resolve(import.meta.dirname, "cache-handler.mjs"),
  compiler: {
    // Next's and React's own chunks compiled off the main thread as they load (lib/build/compile-hints.ts).
    runAfterProductionCompile: async ({ distDir }) => void (await addCompileHints(distDir)),
  },
  experimental: {
    // The ebook form posts the ebook file (50 MB) and a cover image (5 MB) through a server action, and
    // every page passes through proxy.ts, which buffers request bodies up to its own limit. Smaller caps
    // per screen are checked in the proxy (lib/http/body-limits.ts).
    serverActions: { bodySizeLimit: "60mb" },
    proxyClientMaxBodySize: "60mb",
    // Next loads every route's modules as the server starts: the admin, the dashboard, 44 tools and their
    // API routes, ~50 MB of heap that a server answering public pages may never use (docs/performance.md,
    // Memory). Each route's modules load on its first request instead, once.
    preloadEntriesOnStart: false,
  },
  async rewrites() {
    return {
      beforeFiles: [
        // Creators' domains, by Host, to their pages' routes (lib/biolinks/domains/addresses.ts). SITE_URL
        // is the build's (scripts/start.ts builds anew for another), as in headers(); a Vercel deployment
        // answers on its own addresses too.
        ...domainRewrites(siteHostNames(process.env)),
        // /tools itself is static, /ebooks cached; a search or a category filter renders per request. Two
        // rules, not one per page and parameter: every page's request pays for each rule
        // (docs/design/custom-domains.md).
        { source: "/:page(tools|ebooks)", has: [{ type: "query", key: "q" }], destination: "/:page/search" },
        {
          source: "/:page(tools|ebooks)",
          has: [{ type: "query", key: "category" }],
          destination: "/:page/search",
        },
      ],
      afterFiles: [...PAGE_REWRITES],
      fallback: [],
    };
  },
  // Fixed headers, and the Content-Security-Policy of every page that is the same for every visitor
  // (cached, tool and bio pages), are set here, at no cost per request. Only pages rendered per request
  // get theirs, with a nonce, from proxy.ts (DESIGN, The hot path). The sources capture no named
  // parameter, only unnamed groups, which Next drops: a rule that matched with parameters has each header
  // value holding a ":" (the policy's https:, data:) compiled as a path pattern on every request.
  async headers() {
    // parseEnv, not env(): the build must not create the data directory's secret.
    const config = parseEnv(process.env);
    const page = (kind: StaticPageKind) =>
      Object.entries(policyHeaders(kind, config)).map(([key, value]) => ({ key, value }));
    return [
      {
        source: "/(.*)",
        headers: Object.entries(FIXED_HEADERS).map(([key, value]) => ({ key, value })),
      },
      // Pages, one policy rule each; lib/security/csp.ts pageKind() names the per-request ones left to the proxy.
      {
        source:
          "/((?!api/|_next/|admin(?:/|$)|dashboard(?:/|$)|edit(?:/|$)|login$|reset-password$|tool/|l/).*)",
        headers: page("cached"),
      },
      { source: "/tool/(.*)", headers: page("tool") },
      { source: "/l/(.*)", headers: page("bio") },
      // Stored files and the OCR engine's files set their own (app/api/uploads, app/api/ocr).
      {
        source:
          "/(api/(?!uploads/|ocr/).*|_next/(?!static/).*|favicon\\.ico|robots\\.txt|sitemap\\.xml|sitemaps/.*)",
        headers: [{ key: "Content-Security-Policy", value: NON_PAGE_POLICY }],
      },
      {
        source: "/_next/static/(.*)",
        headers: [{ key: "Content-Security-Policy", value: BUILT_ASSET_POLICY }],
      },
    ];
  },
};

export default nextConfig;
