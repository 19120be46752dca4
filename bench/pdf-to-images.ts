import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { chromium } from "playwright";
import { formatBytes } from "@/lib/pdf/limits";
import { photoBookPdf } from "./pdf-fixtures";

// `npm run bench -- pdf` (after the PDF tools vs qpdf): PDF to JPG of a 20-page photo PDF at 150 dpi, run as a
// visitor runs it, in Chromium on the real page of a running server (BENCH_URL), since the drawing needs
// the browser's canvas. Prints the time the page reports and the size of the images it made. Run it against
// a production build (npm run build && npm start): dev-server timings are not the figures.

const BASE = process.env.BENCH_URL ?? "http://localhost:3000";
const PAGES = 20;
const DPI = 150;
// A 20-page job on a slow shared machine: generous, so a slow run is measured rather than cut off.
const JOB_TIMEOUT = 10 * 60_000;

export async function benchPdfToImages(): Promise<void> {
  const url = new URL("/tool/pdf-to-jpg", BASE);
  if (!(await fetch(url).catch(() => null))?.ok) {
    console.log(`\nPDF to JPG: start a server (npm run build && npm start, or set BENCH_URL) to measure it.`);
    return;
  }
  const pdf = await photoBookPdf(PAGES);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    await page.goto(url.href);
    await page
      .getByLabel("Choose a PDF file")
      .setInputFiles({ name: "photos.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    await page.getByText(`(${PAGES} pages)`).waitFor();
    await page.getByLabel("Resolution").selectOption(String(DPI));
    await page.getByRole("button", { name: "Convert to JPG" }).click();
    const done = page.getByText(/Done in [\d.]+ s on your device/);
    await done.waitFor({ timeout: JOB_TIMEOUT });
    const seconds = /Done in ([\d.]+) s/.exec((await done.textContent()) ?? "")![1];

    // The ZIP holds every image as made: its entries' sizes are the outputs' sizes, to the byte.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Download all \(\d+ files, ZIP\)/ }).click(),
    ]);
    const images = Object.values(unzipSync(new Uint8Array(await readFile(await download.path()))));
    const total = images.reduce((sum, image) => sum + image.byteLength, 0);
    console.log(
      `\nPDF to JPG, ${PAGES} photo pages (${formatBytes(pdf.byteLength)}) at ${DPI} dpi in Chromium: ` +
        `${seconds} s on the page ("Done in"), ${images.length} images, ${formatBytes(total)} in all`,
    );
  } finally {
    await browser.close();
  }
}
