import { expect, test, type Page } from "./fixtures";
import { createPublicBioPage } from "./helpers/biolinks";

async function sitemapPaths(page: Page, path = "/sitemap.xml"): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("not well-formed XML");
    return [...doc.getElementsByTagName("loc")].map((el) => new URL(el.textContent ?? "").pathname);
  }, xml);
}

test("the sitemap is served from cache and lists tools, ebooks and their categories", async ({
  page,
  request,
}) => {
  await page.goto("/about");
  const paths = await sitemapPaths(page);
  for (const path of [
    "/",
    "/tools",
    "/tool/ai-hashtag-generator",
    "/tool/merge-pdf",
    "/ebooks/content-planning-playbook",
    "/ebooks/category/content-creation",
    "/blog/seo-best-practices-for-2024",
  ]) {
    expect(paths).toContain(path);
  }
  const cached = await request.get("/sitemap.xml");
  expect(cached.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  expect((await request.get("/sitemaps/0.xml")).status()).toBe(200);
  expect((await request.get("/sitemaps/7.xml")).status()).toBe(404);
});

test("a bio page joins the sitemap as soon as its owner makes it public", async ({ page, browser }) => {
  test.setTimeout(90_000); // a sign-up, its confirmation and a page saved, as in the bio-link specs
  const slug = await createPublicBioPage(page, browser, "https://example.com/shop");
  expect(await sitemapPaths(page)).toContain(`/l/${slug}`);
});
