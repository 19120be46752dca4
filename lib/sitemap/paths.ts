// The sitemap's URLs. /sitemap.xml is a rewrite to the index file (next.config.ts): a route with a
// parameter is rendered on first request, never at build time, when there is no database.

export const SITEMAP_PATH = "/sitemap.xml";
export const SITEMAP_INDEX_FILE = "index.xml";
export const sitemapFilePath = (file: string) => `/sitemaps/${file}`;
export const sitemapPartFile = (part: number) => `${part}.xml`;
