import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { labelledPdf } from "../support/pdf-fixtures";

// axe (WCAG 2 A and AA) on the public screens a new visitor walks through, tool forms included: their
// "(optional)" hints once failed colour contrast. A post too: Lighthouse's table (bench) has one.
const PAGES = [
  "/",
  "/tools",
  "/tool/ai-hashtag-generator",
  "/tool/seo-blog-generator",
  "/tool/e-e-a-t-score",
  "/tool/merge-pdf",
  "/tool/repair-pdf",
  "/blog",
  "/blog/seo-best-practices-for-2024",
  "/ebooks",
  "/about",
  "/faq",
  "/contact",
];

for (const path of PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("main").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  });
}

test("Split PDF's page picker, thumbnails drawn, has no axe violations", async ({ page }) => {
  await page.goto("/tool/split-pdf");
  await page.getByLabel("Choose a PDF file").setInputFiles({
    name: "book.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await labelledPdf("B", 3)),
  });
  await page.getByLabel("Select pages").check();
  await expect(page.locator('img[data-page-thumbnail="0:2"]')).toHaveAttribute("src", /^blob:/);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

// Each one-PDF tool's screen with a file chosen: its options, document properties (opened, where the tool
// writes a PDF) and, for Organize and Sign, the pages drawn by pdf.js.
const PDF_SCREENS: Record<string, { drawn?: string; properties: boolean }> = {
  "organize-pdf": { drawn: 'img[data-page-thumbnail="0:2"]', properties: true },
  "sign-pdf": { drawn: "img[data-sign-page]", properties: true },
  "rotate-pdf": { properties: true },
  "extract-pages": { properties: true },
  "pdf-to-jpg": { properties: false },
  "add-page-numbers": { properties: true },
  "watermark-pdf": { properties: true },
  "protect-pdf": { properties: true },
  "pdf-to-text": { properties: false },
  "n-up-pdf": { properties: true },
  "edit-pdf-metadata": { properties: false },
  "remove-pdf-metadata": { properties: false },
  "ocr-pdf": { properties: false },
  "flatten-pdf": { properties: true },
  "grayscale-pdf": { properties: true },
  "crop-pdf": { properties: true, drawn: "[data-crop-frame] img" },
};

for (const [slug, { drawn, properties }] of Object.entries(PDF_SCREENS)) {
  test(`/tool/${slug} with a file chosen has no axe violations`, async ({ page }) => {
    await page.goto(`/tool/${slug}`);
    await page.getByLabel("Choose a PDF file").setInputFiles({
      name: "book.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await labelledPdf("B", 3)),
    });
    await expect(page.getByText("(3 pages)")).toBeVisible();
    if (properties) await page.getByText("Document properties").click();
    if (drawn) await expect(page.locator(drawn)).toHaveAttribute("src", /^blob:/);
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  });
}
