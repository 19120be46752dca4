import { PDFDocument } from "@cantoo/pdf-lib";
import { type Download, type Locator, type Page, expect } from "@playwright/test";
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

/** Counts of a loaded image's pixels, read back in the tab; `classes` name the pixels to count. */
export async function countPixels(
  image: Locator,
  classes: Record<string, [number, number, number] | "dark">,
): Promise<{ counts: Record<string, number>; size: string; hash: number }> {
  return image.evaluate(async (element: HTMLImageElement, wanted) => {
    await element.decode();
    const canvas = document.createElement("canvas");
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const counts: Record<string, number> = Object.fromEntries(Object.keys(wanted).map((k) => [k, 0]));
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const dark = data[i]! < 128 && data[i + 3]! > 0;
      hash = (hash * 31 + (dark ? i : 0)) | 0;
      for (const [name, colour] of Object.entries(wanted)) {
        const match =
          colour === "dark"
            ? dark
            : data[i] === colour[0] && data[i + 1] === colour[1] && data[i + 2] === colour[2];
        if (match) counts[name]!++;
      }
    }
    return { counts, size: `${canvas.width}x${canvas.height}`, hash };
  }, classes);
}

/**
 * Waits for a page thumbnail (`<file index>:<page index>`) to be drawn and reads its pixels back: a loaded
 * blob: image (drawn in this tab, never fetched) with ink on it, i.e. the page's text, not a blank tile.
 * Returns a fingerprint of the pixels, so a test can tell two pages' pictures apart.
 */
export async function thumbnailInk(page: Page, key: string): Promise<{ inked: number; print: string }> {
  const image = page.locator(`img[data-page-thumbnail="${key}"]`);
  await expect(image).toHaveAttribute("src", /^blob:/);
  const { counts, size, hash } = await countPixels(image, { inked: "dark" });
  return { inked: counts.inked!, print: `${size}:${hash}` };
}
