"use client";

import dynamic from "next/dynamic";

// Every tool renders on one route, app/(site)/tool/[slug], and Next gives the browser every client
// component a route's server components import. So the working screens are imported here only, each
// through next/dynamic: a chunk of its own that the page rendering it preloads (rendered on the server as
// usual), and no other tool page loads. One route, not a route per kind reached by rewrites: a rewrite
// costs Next ~15 % of a cached page's throughput (docs/performance.md).

export const PdfScreen = dynamic(() => import("./pdf/pdf-tool").then((m) => m.PdfTool));
export const TextScreen = dynamic(() => import("./text-tool").then((m) => m.TextTool));
export const ImageScreen = dynamic(() => import("./image-tool").then((m) => m.ImageTool));
export const AfterSalesScreen = dynamic(() =>
  import("./after-sales/after-sales-calculator").then((m) => m.AfterSalesCalculator),
);
export const SchemaMarkupScreen = dynamic(() =>
  import("./schema-markup/schema-generator").then((m) => m.SchemaGenerator),
);
export const EeatScreen = dynamic(() => import("./eeat/eeat-checker").then((m) => m.EeatChecker));
export const PlagiarismScreen = dynamic(() =>
  import("./plagiarism/plagiarism-checker").then((m) => m.PlagiarismChecker),
);
