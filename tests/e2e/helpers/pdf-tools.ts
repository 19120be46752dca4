import { PDFDocument } from "@cantoo/pdf-lib";
import { type Download, type Page, expect } from "@playwright/test";
import { downloadedBytes } from "./pdf";

/**
 * Records every request the page makes from now on, so a test can show the chosen files never left the
 * browser: nothing but same-origin GETs (pages, scripts, the worker) may go out.
 */
export function watchRequests(page: Page) {
  const sent: { method: string; url: string; body: number }[] = [];
  page.on("request", (request) => {
    sent.push({
      method: request.method(),
      url: request.url(),
      body: request.postDataBuffer()?.byteLength ?? 0,
    });
  });
  return {
    expectNoUpload(origin: string) {
      const offending = sent.filter(
        (r) =>
          r.method !== "GET" ||
          r.body > 0 ||
          !(r.url.startsWith(origin) || r.url.startsWith("blob:") || r.url.startsWith("data:")),
      );
      expect(offending).toEqual([]);
    },
  };
}

/** Clicks a download link and opens the file it gives with pdf-lib (with its password, if locked). */
export async function downloadPdf(
  page: Page,
  name: string | RegExp,
  password?: string,
): Promise<{ download: Download; doc: PDFDocument }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return { download, doc: await PDFDocument.load(await downloadedBytes(download), { password }) };
}

/**
 * Waits for a page thumbnail (`<file index>:<page index>`) to be drawn and reads its pixels back: a loaded
 * blob: image (drawn in this tab, never fetched) with ink on it, i.e. the page's text, not a blank tile.
 * Returns a fingerprint of the pixels, so a test can tell two pages' pictures apart.
 */
export async function thumbnailInk(page: Page, key: string): Promise<{ inked: number; print: string }> {
  const image = page.locator(`img[data-page-thumbnail="${key}"]`);
  await expect(image).toHaveAttribute("src", /^blob:/);
  const read = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement("canvas");
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const dark = data[i]! < 128 && data[i + 3]! > 0;
      if (dark) inked++;
      hash = (hash * 31 + (dark ? i : 0)) | 0;
    }
    return { inked, print: `${canvas.width}x${canvas.height}:${hash}` };
  });
  return read;
}
