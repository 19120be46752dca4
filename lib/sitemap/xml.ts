import { SITEMAP_INDEX_FILE, sitemapFilePath, sitemapPartFile } from "./paths";
import type { SitemapEntry } from "./types";

/** The sitemaps protocol's cap on URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function urlset(entries: SitemapEntry[], toUrl: (path: string) => string): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(toUrl(e.path))}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset ${NS}>\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(parts: number, toUrl: (path: string) => string): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(toUrl(sitemapFilePath(sitemapPartFile(i))))}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The XML of one sitemap file, or null when there is no such file. The index file is the whole list
 * while it fits in one file, and past the limit a sitemap index of parts "0.xml", "1.xml", …
 */
export function renderSitemapFile(
  entries: SitemapEntry[],
  file: string,
  toUrl: (path: string) => string,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  const parts = Math.max(1, Math.ceil(entries.length / limit));
  if (file === SITEMAP_INDEX_FILE) return parts === 1 ? urlset(entries, toUrl) : sitemapIndex(parts, toUrl);
  const part = /^(0|[1-9]\d{0,5})\.xml$/.exec(file);
  if (!part) return null;
  const n = Number(part[1]);
  return n < parts ? urlset(entries.slice(n * limit, (n + 1) * limit), toUrl) : null;
}
