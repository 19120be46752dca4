import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { renderSitemapFile, SITEMAP_URL_LIMIT } from "@/lib/sitemap/xml";

const toUrl = (path: string) => `https://site.example${path}`;
const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/p/${i}` }));

function locs(xml: string | null): string[] {
  const doc = parseDocument(xml ?? "", { xmlMode: true });
  return DomUtils.getElementsByTagName("loc", doc).map((el) => DomUtils.textContent(el));
}

describe("sitemap files", () => {
  it("are one urlset while the URLs fit in one file (50,000)", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const xml = renderSitemapFile(entries, "index.xml", toUrl);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toHaveLength(5);
  });

  it("become a sitemap index of parts past the limit, each part holding at most the limit", () => {
    const index = renderSitemapFile(entries, "index.xml", toUrl, 2);
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual([0, 1, 2].map((n) => `https://site.example/sitemaps/${n}.xml`));
    expect(locs(renderSitemapFile(entries, "0.xml", toUrl, 2))).toEqual([toUrl("/p/0"), toUrl("/p/1")]);
    expect(locs(renderSitemapFile(entries, "2.xml", toUrl, 2))).toEqual([toUrl("/p/4")]);
    expect(renderSitemapFile(entries, "3.xml", toUrl, 2)).toBeNull();
  });

  it("escape URLs and write modification dates as ISO 8601", () => {
    const xml = renderSitemapFile(
      [{ path: "/a?b=1&c=<2>", lastModified: new Date("2026-11-01T09:00:00Z") }],
      "index.xml",
      toUrl,
    );
    expect(xml).toContain("<loc>https://site.example/a?b=1&#38;c=&#60;2&#62;</loc>");
    expect(xml).toContain("<lastmod>2026-11-01T09:00:00.000Z</lastmod>");
  });
});
