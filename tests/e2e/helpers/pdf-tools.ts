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

/** Clicks a download link and opens the file it gives with pdf-lib. */
export async function downloadPdf(
  page: Page,
  name: string | RegExp,
): Promise<{ download: Download; doc: PDFDocument }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return { download, doc: await PDFDocument.load(await downloadedBytes(download)) };
}
