import { expect, test } from "./fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { watchRequests } from "./helpers/pdf-tools";
import { KNOWN_TEXT, scanImage, scannedPdf, typesetPdf } from "../support/ocr-fixtures";
import { pdftotext, readSaved } from "../support/pdf-readers";

// OCR PDF in the browser: a scanned page made in the test (typeset text drawn by Ghostscript, the image
// alone on the page), recognised by tesseract.js with its worker, core and English data from our origin,
// and the download read back by poppler's pdftotext.

const words = (text: string) => text.split(/\s+/).filter(Boolean);

const textOf = (bytes: Buffer) => readSaved(bytes, (file) => pdftotext(file));

test.describe("OCR PDF", () => {
  // The engine's first start compiles 4 MB of WebAssembly; 300 dpi recognition takes seconds a page.
  test.slow();

  test("makes a scanned page searchable in the browser, its engine served from our origin", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/tool/ocr-pdf");
    await expect(page.getByText("Up to 50 pages at a time")).toBeVisible();
    const requests = watchRequests(page);
    const engine: string[] = [];
    page.context().on("request", (request) => {
      if (request.url().includes("/api/ocr/")) engine.push(new URL(request.url()).pathname);
    });
    await page.getByLabel("Choose a PDF file").setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await scannedPdf()),
    });
    await expect(page.getByText("(1 page)")).toBeVisible();
    await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
    await page.getByRole("button", { name: "Make searchable" }).click();
    await expect(
      page.getByText(/Starting · Reading the file · Loading the OCR engine · Recognising text · Saving/),
    ).toBeVisible({ timeout: 90_000 });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download scan-ocr.pdf" }).click(),
    ]);
    expect(words(textOf(await downloadedBytes(download)))).toEqual(words(KNOWN_TEXT.join(" ")));
    requests.expectNoUpload(baseURL!);
    expect(engine.some((url) => url.endsWith("/worker.min.js"))).toBe(true);
    expect(engine.some((url) => url.endsWith("/lang/eng.traineddata.gz"))).toBe(true);
  });

  test("is cancelled mid-way through the pages", async ({ page }) => {
    await page.goto("/tool/ocr-pdf");
    const pages = Array.from({ length: 6 }, (_, i) => [
      `Page ${i + 1} of a long scanned letter.`,
      ...KNOWN_TEXT,
    ]);
    await page.getByLabel("Choose a PDF file").setInputFiles({
      name: "letter.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await scannedPdf(pages)),
    });
    await expect(page.getByText("(6 pages)")).toBeVisible();
    await page.getByRole("button", { name: "Make searchable" }).click();
    await expect(page.getByText(/Recognising text [1-5]\/6/)).toBeVisible({ timeout: 90_000 });
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Cancelled. Nothing was saved; your files are unchanged.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Download/ })).toHaveCount(0);
  });

  test("JPG to PDF makes a photo of a document searchable when asked", async ({ page, baseURL }) => {
    await page.goto("/tool/jpg-to-pdf");
    const requests = watchRequests(page);
    await page.getByLabel("Choose images").setInputFiles({
      name: "letter.png",
      mimeType: "image/png",
      buffer: Buffer.from(scanImage(await typesetPdf(), 150)),
    });
    await page.getByLabel("Make the text searchable (OCR, a few seconds a page)").check();
    await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
    await page.getByRole("button", { name: "Convert to PDF" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download images.pdf" }).click({ timeout: 90_000 }),
    ]);
    expect(words(textOf(await downloadedBytes(download)))).toEqual(words(KNOWN_TEXT.join(" ")));
    requests.expectNoUpload(baseURL!);
  });
});
