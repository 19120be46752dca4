import { PDFName } from "@cantoo/pdf-lib";
import { type Page, expect, test } from "./fixtures";
import { jpegImage } from "../support/image-fixtures";
import { allPageTexts, labelledPdf } from "../support/pdf-fixtures";
import { pageImages, placements } from "../support/pdf-sign-checks";
import { downloadPdf, watchRequests } from "./helpers/pdf-tools";

// labelledPdf's pages are 300×400 points.
const [PAGE_W, PAGE_H] = [300, 400];

const agreement = async () => ({
  name: "agreement.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(await labelledPdf("A", 3)),
});

async function percent(page: Page, label: string): Promise<number> {
  return Number(await page.getByLabel(label).inputValue());
}

/** The signature's box on the page as drawn in the file: left, top (from the page's top) and width, in points. */
function drawnBox([a, b, c, d, e, f]: number[]) {
  expect([b, c]).toEqual([0, 0]);
  return { left: e!, top: PAGE_H - (f! + d!), width: a! };
}

test.describe("Sign PDF", () => {
  test("a drawn signature, placed on page 2 by keyboard, lands there only", async ({ page, baseURL }) => {
    await page.goto("/tool/sign-pdf");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await agreement());
    await expect(page.getByText("(3 pages)")).toBeVisible();

    const pad = page.getByRole("img", { name: "Signature pad: draw your signature here" });
    const at = (await pad.boundingBox())!;
    await page.mouse.move(at.x + 40, at.y + at.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(at.x + 40 + i * 25, at.y + at.height * (i % 2 ? 0.3 : 0.7), { steps: 2 });
    }
    await page.mouse.up();

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText("Page 2 of 3")).toBeVisible();
    await expect(page.locator('img[data-sign-page="1"]')).toBeVisible();
    const signature = page.getByRole("group", { name: "Signature on the page" });
    await expect(signature).toBeVisible();
    expect(await percent(page, "From the left (%)")).toBe(55);
    await signature.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowUp");
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowRight");
    expect(await percent(page, "From the left (%)")).toBe(50);
    expect(await percent(page, "From the top (%)")).toBe(65);
    expect(await percent(page, "Width (%)")).toBe(40);

    await page.getByRole("button", { name: "Sign PDF" }).click();
    await expect(page.getByText(/Reading the file · Placing the signature · Writing the file/)).toBeVisible();
    const { doc } = await downloadPdf(page, "Download agreement-signed.pdf");
    expect(allPageTexts(doc)).toEqual(["A page 1", "A page 2", "A page 3"]);
    expect(pageImages(doc, 0)).toEqual([]);
    expect(pageImages(doc, 2)).toEqual([]);
    const [image, ...others] = pageImages(doc, 1);
    expect(others).toEqual([]);
    // Drawn ink on a transparent background: a PNG with a soft mask.
    expect(image!.dict.get(PDFName.of("SMask"))).toBeDefined();
    const [matrix] = placements(doc, 1);
    const box = drawnBox(matrix!);
    expect(box.left).toBeCloseTo(0.5 * PAGE_W, 0);
    expect(box.top).toBeCloseTo(0.65 * PAGE_H, 0);
    expect(box.width).toBeCloseTo(0.4 * PAGE_W, 0);
    // Not stretched: the box keeps the drawing's shape, wider than high.
    expect(matrix![3]).toBeGreaterThan(5);
    expect(matrix![3]).toBeLessThan(box.width);
    requests.expectNoUpload(baseURL!);
  });

  test("a typed signature goes where it starts; an image that is not one is refused", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/tool/sign-pdf");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await agreement());
    await expect(page.getByText("(3 pages)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign PDF" })).toBeDisabled();

    await page.getByLabel("Upload an image").check();
    await page.getByLabel("Choose a signature image").setInputFiles({
      name: "signature.png",
      mimeType: "image/png",
      buffer: Buffer.from("not really a picture"),
    });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The signature image must be a PNG or JPG file.",
    );

    await page.getByLabel("Type").check();
    await page.getByLabel("Your name").fill("Ada Lovelace");
    await expect(page.getByRole("group", { name: "Signature on the page" })).toBeVisible();
    await page.getByRole("button", { name: "Sign PDF" }).click();
    const { doc } = await downloadPdf(page, "Download agreement-signed.pdf");
    expect(pageImages(doc, 0)).toHaveLength(1);
    expect(pageImages(doc, 1)).toEqual([]);
    const [matrix] = placements(doc, 0);
    const box = drawnBox(matrix!);
    expect(box.left).toBeCloseTo(0.55 * PAGE_W, 0);
    expect(box.top).toBeCloseTo(0.75 * PAGE_H, 0);
    expect(box.width).toBeCloseTo(0.35 * PAGE_W, 0);
    // A name is much wider than high.
    expect(matrix![3]).toBeLessThan(box.width / 2);
    requests.expectNoUpload(baseURL!);
  });

  test("an uploaded JPG, moved and resized by pointer", async ({ page, baseURL }) => {
    await page.goto("/tool/sign-pdf");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(await agreement());
    await page.getByLabel("Upload an image").check();
    await page.getByLabel("Choose a signature image").setInputFiles({
      name: "scan.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(jpegImage(90, 30)),
    });
    const signature = page.getByRole("group", { name: "Signature on the page" });
    await expect(signature).toBeVisible();
    const pageView = page.locator('img[data-sign-page="0"]');
    await pageView.scrollIntoViewIfNeeded();
    const view = (await pageView.boundingBox())!;
    const from = (await signature.boundingBox())!;
    // Drag the box a tenth of the page left and up, then its corner a tenth of the page wider.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(
      from.x + from.width / 2 - view.width / 10,
      from.y + from.height / 2 - view.height / 10,
      {
        steps: 5,
      },
    );
    await page.mouse.up();
    const moved = (await signature.boundingBox())!;
    await page.mouse.move(moved.x + moved.width, moved.y + moved.height);
    await page.mouse.down();
    await page.mouse.move(moved.x + moved.width + view.width / 10, moved.y + moved.height, { steps: 5 });
    await page.mouse.up();
    expect(await percent(page, "From the left (%)")).toBeCloseTo(45, 0);
    expect(await percent(page, "From the top (%)")).toBeCloseTo(65, 0);
    expect(await percent(page, "Width (%)")).toBeCloseTo(45, 0);

    await page.getByRole("button", { name: "Sign PDF" }).click();
    const { doc } = await downloadPdf(page, "Download agreement-signed.pdf");
    const [image] = pageImages(doc, 0);
    expect(image!.dict.get(PDFName.of("Filter"))).toBe(PDFName.of("DCTDecode"));
    const [matrix] = placements(doc, 0);
    const box = drawnBox(matrix!);
    expect(Math.abs(box.left - 0.45 * PAGE_W)).toBeLessThan(3);
    expect(Math.abs(box.top - 0.65 * PAGE_H)).toBeLessThan(3);
    expect(Math.abs(box.width - 0.45 * PAGE_W)).toBeLessThan(3);
    // The picture's 3:1 shape is kept.
    expect(box.width / matrix![3]!).toBeCloseTo(3, 1);
    requests.expectNoUpload(baseURL!);
  });
});
