// Pages that read the database are ISR routes with a parameter: a page at /, /blog, /newsletter, /ebooks or
// /sitemap.xml itself would be prerendered at build time, when there is no database to read. Each address
// is rewritten to its route (next.config.ts, afterFiles), and npm start's server finds the cached page of
// an address the same way (lib/cache/early-pages.ts). Relative imports only: next.config.ts loads this file.
export const PAGE_REWRITES: readonly { source: string; destination: string }[] = [
  { source: "/", destination: "/home/index" },
  { source: "/blog", destination: "/blog/page/1" },
  { source: "/newsletter", destination: "/newsletter/page/1" },
  { source: "/ebooks", destination: "/ebooks/category/all" },
  { source: "/sitemap.xml", destination: "/sitemaps/index.xml" },
];

const DESTINATIONS = new Map(PAGE_REWRITES.map(({ source, destination }) => [source, destination]));

/** The route path Next renders for a request path without a query. */
export function rewrittenPath(pathname: string): string {
  return DESTINATIONS.get(pathname) ?? pathname;
}
