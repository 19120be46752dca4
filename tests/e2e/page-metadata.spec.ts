import { expect, test } from "./fixtures";
import { E2E_BASE_URL } from "./helpers/constants";

// Every public page: a title, a description, a canonical URL, Open Graph and Twitter tags, and an Open
// Graph image that loads (the drawn default for pages without their own).
const PAGES: [path: string, canonical: string][] = [
  ["/", "/"],
  ["/tools", "/tools"],
  ["/blog", "/blog"],
  ["/newsletter", "/newsletter"],
  ["/ebooks", "/ebooks"],
  ["/about", "/about"],
  ["/faq", "/faq"],
  ["/contact", "/contact"],
  ["/terms-of-service", "/terms-of-service"],
  ["/privacy-policy", "/privacy-policy"],
  ["/disclaimer", "/disclaimer"],
  ["/blog/category/seo", "/blog/category/seo"],
  ["/tool/ai-hashtag-generator", "/tool/ai-hashtag-generator"],
  ["/tool/merge-pdf", "/tool/merge-pdf"],
  ["/blog/getting-started-with-ai-content-creation", "/blog/getting-started-with-ai-content-creation"],
];

const meta = (name: string) => `meta[name="${name}"], meta[property="${name}"]`;

for (const [path, canonical] of PAGES) {
  test(`${path} has title, description, canonical, Open Graph and Twitter tags`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    // Next writes the home page's canonical URL without the trailing slash.
    const url = canonical === "/" ? E2E_BASE_URL : new URL(canonical, E2E_BASE_URL).toString();
    expect((await page.title()).length).toBeGreaterThan(5);
    await expect(page.locator(meta("description"))).toHaveAttribute("content", /\S.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator(meta("og:title"))).toHaveAttribute("content", /\S/);
    await expect(page.locator(meta("og:description"))).toHaveAttribute("content", /\S/);
    await expect(page.locator(meta("og:url"))).toHaveAttribute("content", url);
    await expect(page.locator(meta("twitter:card"))).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator(meta("twitter:title"))).toHaveAttribute("content", /\S/);

    const image = await page.locator(meta("og:image")).first().getAttribute("content");
    expect(image?.startsWith(`${E2E_BASE_URL}/`), `og:image ${image}`).toBe(true);
    const twitterImage = await page.locator(meta("twitter:image")).first().getAttribute("content");
    expect(twitterImage).toBe(image);
    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
}
