import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { type Page, expect, test } from "./fixtures";
import { unzipSync } from "fflate";
import { imageKind } from "@/lib/pdf/image-kind";
import { labelledPdf } from "../support/pdf-fixtures";
import { downloadedBytes } from "./helpers/pdf";
import { watchRequests } from "./helpers/pdf-tools";

const pdfFile = (name: string, bytes: Uint8Array) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(bytes),
});

/** Clicks a download link and returns the file's name and bytes. */
async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await downloadedBytes(file)) };
}

/** The pixel size an image file declares in its header (JPEG SOF, PNG IHDR), as pdf-lib reads it. */
async function declaredSize(bytes: Uint8Array): Promise<[number, number]> {
  const doc = await PDFDocument.create();
  const image = imageKind(bytes) === "png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  return [image.width, image.height];
}

/**
 * Decodes an image in the browser and counts its dark pixels, in all and inside a box (x, y, width, height
 * in pixels), with a fingerprint of where they are, so two pages' pictures can be told apart.
 */
async function ink(page: Page, bytes: Uint8Array, box: [number, number, number, number]) {
  return page.evaluate(
    async ({ data, box: [bx, by, bw, bh] }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let dark = 0;
      let inBox = 0;
      let print = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! > 3 * 100) continue;
        const [x, y] = [(i / 4) % bitmap.width, Math.floor(i / 4 / bitmap.width)];
        dark++;
        if (x >= bx && x < bx + bw && y >= by && y < by + bh) inBox++;
        print = (print * 31 + i) | 0;
      }
      return { dark, inBox, print };
    },
    { data: [...bytes], box },
  );
}

// labelledPdf pages are 300 × 400 pt with "<label> page <n>" at 14 pt, from x = 20, baseline 200 pt up:
// at 72 dpi a point is a pixel, so the text sits in this band, measured from the top.
const TEXT_AT_72: [number, number, number, number] = [15, 180, 120, 30];

test.describe("PDF to JPG / PNG", () => {
  // A job's first drawing waits for pdf.js and its worker to load and start; with the suite's other
  // workers busy on a 2-core machine that alone can take longer than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("draws each page as a JPG at 72 dpi, offered one by one and as a ZIP", async ({ page, baseURL }) => {
    await page.goto("/tool/pdf-to-jpg");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(pdfFile("book.pdf", await labelledPdf("B", 3)));
    await expect(page.getByText("(3 pages)")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^JPG/ })).toBeChecked();
    // The estimate comes before any drawing, and follows the resolution.
    await expect(page.getByText("3 pages at 150 dpi: about 625 × 833 px each")).toBeVisible();
    await page.getByLabel("Resolution").selectOption("72");
    await expect(
      page.getByText("3 pages at 72 dpi: about 300 × 400 px each, 0.4 megapixels in all."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    // The first drawing waits for pdf.js and its worker (above).
    await expect(page.getByText(/Starting · Reading the file · Drawing pages · Encoding images/)).toBeVisible(
      { timeout: 45_000 },
    );

    const first = await download(page, "Download book-page-1.jpg");
    const second = await download(page, "Download book-page-2.jpg");
    for (const image of [first, second]) {
      expect(imageKind(image.bytes)).toBe("jpeg");
      expect(await declaredSize(image.bytes)).toEqual([300, 400]);
    }
    const [ink1, ink2] = [
      await ink(page, first.bytes, TEXT_AT_72),
      await ink(page, second.bytes, TEXT_AT_72),
    ];
    expect(ink1.inBox).toBeGreaterThan(50);
    expect(ink1.inBox).toBe(ink1.dark);
    expect(ink2.inBox).toBeGreaterThan(50);
    expect(ink2.print).not.toBe(ink1.print);

    const zip = await download(page, /Download all \(3 files, ZIP\)/);
    expect(zip.name).toBe("images.zip");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual(["book-page-1.jpg", "book-page-2.jpg", "book-page-3.jpg"]);
    expect(files["book-page-2.jpg"]).toEqual(second.bytes);
    expect(imageKind(files["book-page-3.jpg"]!)).toBe("jpeg");
    requests.expectNoUpload(baseURL!);
  });

  test("draws one chosen page as a PNG", async ({ page, baseURL }) => {
    await page.goto("/tool/pdf-to-png");
    const requests = watchRequests(page);
    await page.getByLabel("Choose a PDF file").setInputFiles(pdfFile("book.pdf", await labelledPdf("B", 3)));
    await expect(page.getByRole("radio", { name: /^PNG/ })).toBeChecked();
    await expect(page.getByLabel("JPG quality")).toHaveCount(0);
    await page.getByLabel("Type page numbers").check();
    await page.getByLabel("Pages", { exact: true }).fill("2");
    await expect(
      page.getByText("1 page at 150 dpi: about 625 × 833 px, 0.5 megapixels in all."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Convert to PNG" }).click();
    const image = await download(page, "Download book-page-2.png");
    await expect(page.getByRole("link", { name: /ZIP/ })).toHaveCount(0);
    expect(imageKind(image.bytes)).toBe("png");
    expect(await declaredSize(image.bytes)).toEqual([625, 833]);
    // 150/72 of the 72 dpi band.
    const scaled = TEXT_AT_72.map((v) => Math.round((v * 150) / 72)) as typeof TEXT_AT_72;
    const drawn = await ink(page, image.bytes, scaled);
    expect(drawn.inBox).toBeGreaterThan(200);
    expect(drawn.inBox).toBe(drawn.dark);
    requests.expectNoUpload(baseURL!);
  });

  test("draws a page too large for the resolution smaller, and says so", async ({ page }) => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([3000, 100]).drawText("A banner", { x: 20, y: 40, size: 40, font });
    await page.goto("/tool/pdf-to-jpg");
    await page.getByLabel("Choose a PDF file").setInputFiles(pdfFile("banner.pdf", await doc.save()));
    await page.getByLabel("Resolution").selectOption("300");
    await expect(page.getByText(/1 page is too large for 300 dpi and will be drawn smaller/)).toBeVisible();
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    await expect(
      page.getByText(
        "Page 1 was too large for 300 dpi, so it was drawn smaller: an image has at most 10,000 px on a side and 50 megapixels.",
      ),
    ).toBeVisible({ timeout: 60_000 }); // the first drawing: pdf.js loads first
    const image = await download(page, "Download banner-page-1.jpg");
    expect(await declaredSize(image.bytes)).toEqual([10_000, 333]);
  });

  test("asks for the password of a locked file, and names a damaged one", async ({ page }) => {
    await page.goto("/tool/pdf-to-jpg");
    await page
      .getByLabel("Choose a PDF file")
      .setInputFiles(pdfFile("locked.pdf", await labelledPdf("L", 2, { password: "letmein" })));
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      '"locked.pdf" is protected by a password. Enter it to continue.',
    );
    await page.getByLabel("Password for locked.pdf").fill("letmein");
    await page.getByRole("button", { name: "Unlock and continue" }).click();
    await expect(page.getByText("2 pages at 150 dpi")).toBeVisible();
    await page.getByLabel("Resolution").selectOption("72");
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    const image = await download(page, "Download locked-page-2.jpg");
    expect((await ink(page, image.bytes, TEXT_AT_72)).inBox).toBeGreaterThan(50);

    await page.getByLabel("Choose a PDF file").setInputFiles({
      name: "broken.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7 garbage"),
    });
    await expect(page.getByRole("main").getByRole("alert")).toContainText('"broken.pdf" is damaged');
  });

  test("cancels a big job", async ({ page }) => {
    // 40 A2 pages: at 300 dpi each is a 35-megapixel image, so the job runs long enough to be stopped.
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 1; i <= 40; i++) {
      doc.addPage([1191, 1684]).drawText(`Poster page ${i}`, { x: 72, y: 1500, size: 48, font });
    }
    await page.goto("/tool/pdf-to-jpg");
    await page.getByLabel("Choose a PDF file").setInputFiles(pdfFile("posters.pdf", await doc.save()));
    await page.getByLabel("Resolution").selectOption("300");
    await expect(
      page.getByText("40 pages at 300 dpi: about 4,963 × 7,017 px each, 1,393 megapixels in all."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    // The first drawing waits for pdf.js to load (in development, to compile): no hurry is asserted.
    await expect(page.getByText(/Drawing pages \d+\/40/)).toBeVisible({ timeout: 90_000 });
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Cancelled. Nothing was saved; your files are unchanged.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Download/ })).toHaveCount(0);

    // The tool is ready again at once: a small job on the same file runs to the end.
    await page.getByLabel("Resolution").selectOption("72");
    await page.getByLabel("Type page numbers").check();
    await page.getByLabel("Pages", { exact: true }).fill("40");
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    const image = await download(page, "Download posters-page-40.jpg");
    expect(await declaredSize(image.bytes)).toEqual([1191, 1684]);
  });
});
