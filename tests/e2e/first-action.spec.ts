import { expect, gotoAtLoad, test, type Page } from "./fixtures";
import { createPublicBioPage } from "./helpers/biolinks";
import { untilCached } from "./helpers/page-cache";
import { labelledPdf } from "../support/pdf-fixtures";

// A visitor acts the moment the page has loaded, not once React says it is ready: each action below is made
// at the `load` event of a page served from the page cache (where goto() returns, often before React has
// hydrated: its scripts come after the first paint, lib/cache/after-paint.ts), with nothing waited for in
// between, and must be answered: the footer's form posts without JavaScript, a text tool's is replayed by
// React once hydrated. Every goto() of the suite waits for hydration (./fixtures); these go by gotoAtLoad.

async function atLoad(page: Page, path: string): Promise<void> {
  await untilCached(page.request, path);
  await gotoAtLoad(page, path);
}

for (const path of ["/", "/blog/seo-best-practices-for-2024", "/tool/ai-hashtag-generator"]) {
  test(`${path}: the footer's Subscribe clicked at load answers`, async ({ page }) => {
    await atLoad(page, path);
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  });
}

test("a text tool's Generate clicked at load on an empty form names what is missing", async ({ page }) => {
  await atLoad(page, "/tool/ai-hashtag-generator");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText(/ is required$/).first()).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
});

test("a text tool filled in and generated at load gives a result", async ({ page }) => {
  await atLoad(page, "/tool/ai-hashtag-generator");
  await page.getByLabel("Topic").fill("Morning coffee rituals for busy creators");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText(/#\w+/).first()).toBeVisible();
});

test("a PDF tool takes a file chosen at load", async ({ page }) => {
  await atLoad(page, "/tool/rotate-pdf");
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await labelledPdf("R", 3)),
  });
  await expect(page.getByText("(3 pages)")).toBeVisible();
});

test("a bio page's link tapped at load takes the visitor to its address", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createPublicBioPage(page, browser, `${baseURL}/faq`);
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await atLoad(visit, `/l/${slug}`);
  await visit.getByRole("link", { name: "My site" }).click();
  await expect(visit).toHaveURL(`${baseURL}/faq`);
  await visitor.close();
});

test("a visitor who scrolls before the page has hydrated stays where they scrolled", async ({ page }) => {
  await untilCached(page.request, "/");
  // A busy phone, so the scroll comes before React has hydrated the page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await gotoAtLoad(page, "/");
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(500);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Going to another page still starts at its top.
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
