import { expect, test, type Page } from "./fixtures";

/** Parses XML with the browser's strict parser; returns null when it is not well-formed. */
async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ({ xml, selector }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return null;
      return [...doc.getElementsByTagName(selector)].map((el) => el.textContent ?? "");
    },
    { xml, selector },
  );
}

test("the RSS feed is valid RSS 2.0 XML with both posts and their full content", async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  const titles = await parseXml(page, xml, "title");
  expect(titles).toEqual(
    expect.arrayContaining(["SEO Best Practices for 2024", "Getting Started with AI Content Creation"]),
  );
  const contents = await parseXml(page, xml, "content:encoded");
  expect(contents).toHaveLength(2);
  expect(contents![0]).toContain("<h2>1. Start with search intent, not keywords</h2>");
});

test("the sitemap lists the static routes, posts, categories and tags", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const urls = (await parseXml(page, await response.text(), "loc"))!.map((u) => new URL(u).pathname);
  for (const path of [
    "/",
    "/tools",
    "/ebooks",
    "/blog",
    "/about",
    "/faq",
    "/blog/seo-best-practices-for-2024",
    "/blog/getting-started-with-ai-content-creation",
    "/blog/category/seo",
    "/blog/category/ai-tools",
    "/blog/tag/ai",
    "/blog/tag/social-media",
  ]) {
    expect(urls).toContain(path);
  }
});

test("robots.txt keeps crawlers out of private areas and names the sitemap", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api", "/dashboard", "/edit"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
