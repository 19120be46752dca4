import { expect, test } from "./fixtures";
import { downloadedBytes } from "./helpers/pdf";

test("the ebook library shows cards per SPEC, filters by category and searches by title", async ({
  page,
}) => {
  await page.goto("/ebooks");
  await expect(page.getByRole("heading", { name: "Free Ebooks", level: 1 })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "SEO Essentials for Bloggers" });
  await expect(card.getByText("SEO & Marketing")).toBeVisible();
  await expect(card.getByRole("link", { name: "SEO Essentials for Bloggers", exact: true })).toHaveAttribute(
    "href",
    "/ebooks/seo-essentials-for-bloggers",
  );
  await expect(card.getByText(/^\d+ downloads?$/)).toBeVisible();
  await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(card.getByRole("link", { name: /View Details/ })).toBeVisible();
  await expect(card.getByRole("link", { name: "Download" })).toBeVisible();

  await page.getByLabel("Filter by category").selectOption({ label: "Social Media" });
  await expect(page).toHaveURL(/\/ebooks\?q=&category=social-media$/);
  await expect(page.getByRole("article").filter({ hasText: "Social Media Growth Blueprint" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "SEO Essentials for Bloggers" })).toHaveCount(0);
  await page.getByLabel("Filter by category").selectOption({ label: "All Categories" });
  await expect(page.getByRole("article").filter({ hasText: "SEO Essentials for Bloggers" })).toBeVisible();
  await page.getByLabel("Search ebooks by title").fill("newsletter starter");
  await page.getByLabel("Search ebooks by title").press("Enter");
  await expect(page).toHaveURL(/\/ebooks\?q=newsletter\+starter&category=$/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByLabel("Search ebooks by title")).toHaveValue("newsletter starter");
  await page.getByLabel("Search ebooks by title").fill("no such ebook anywhere");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No ebooks found")).toBeVisible();
});

test("a search is answered by the server, never by the cached listing", async ({ page }) => {
  // The listing cached first, as a visitor's earlier visit leaves it.
  await page.request.get("/ebooks");
  for (const path of ["/ebooks?q=newsletter+starter", "/ebooks?q=Newsletter%20STARTER&category="]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
    const html = await response.text();
    expect(html, path).toContain("Email Newsletter Starter Kit");
    expect(html, path).not.toContain("SEO Essentials for Bloggers");
  }
  // The category filter too, and a query the search cannot use lists everything rather than failing.
  const social = await (await page.request.get("/ebooks?category=social-media")).text();
  expect(social).toContain("Social Media Growth Blueprint");
  expect(social).not.toContain("SEO Essentials for Bloggers");
  const repeated = await page.request.get("/ebooks?q=a&q=b");
  expect(repeated.status()).toBe(200);
  expect(await repeated.text()).toContain("SEO Essentials for Bloggers");
});

test("an ebook's page has its facts, SEO metadata, Open Graph image and JSON-LD Book, and downloads", async ({
  page,
}) => {
  await page.goto("/ebooks");
  await page
    .getByRole("article")
    .filter({ hasText: "Email Newsletter Starter Kit" })
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/ebooks\/email-newsletter-starter-kit$/);
  await expect(page.getByRole("heading", { name: "Email Newsletter Starter Kit", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveText("Free");
  await expect(page.getByText("English", { exact: true })).toBeVisible();
  await expect(page.getByText("PDF", { exact: true })).toBeVisible();
  // After a client-side navigation the previous page's canonical link is removed a moment later.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/ebooks\/email-newsletter-starter-kit$/,
  );
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toBeTruthy();
  const image = await page.request.get(ogImage!);
  expect(image.headers()["content-type"]).toBe("image/png");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "Book", name: "Email Newsletter Starter Kit", inLanguage: "en" });

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("email-newsletter-starter-kit.pdf");
  expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a failed download shows SPEC's alert; the route 404s for unknown ebooks and redirects without JavaScript", async ({
  page,
}) => {
  await page.route("**/api/ebooks/*/download", (route) => route.fulfill({ status: 500, body: "down" }));
  await page.goto("/ebooks/seo-essentials-for-bloggers");
  await page.getByRole("link", { name: "Download" }).click();
  const alert = page.getByText("Error downloading ebook. Please try again.");
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute("role", "alert");
  await page.unroute("**/api/ebooks/*/download");

  expect((await page.request.get("/api/ebooks/no-such-ebook/download")).status()).toBe(404);
  expect((await page.request.get("/ebooks/no-such-ebook")).status()).toBe(404);
  const plain = await page.request.get("/api/ebooks/seo-essentials-for-bloggers/download", {
    maxRedirects: 0,
  });
  expect(plain.status()).toBe(302);
  expect(plain.headers().location).toBe("/downloads/ebooks/seo-essentials-for-bloggers.pdf");
});
