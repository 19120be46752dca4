// What PDF to JPG / PNG will make, worked out before anything is drawn: the options checked, the pages,
// each image's pixel size and name. Plain code with no PDF library, so the screen can show the same
// numbers the job will use before the visitor starts it.
import { formatNumber } from "@/lib/format";
import { fail } from "./errors";
import { type PageSelection, selectedPages } from "./selection";

export type ImageFormat = "jpg" | "png";

export interface ToImagesOptions {
  format: ImageFormat;
  /** Dots per inch: a page 8.5 inches wide at 150 dpi is 1275 pixels wide. */
  dpi: number;
  /** JPG only: 0.1 (smallest files) to 1 (best). */
  quality: number;
  pages: PageSelection;
}

// Each page is drawn on a canvas of its own in the visitor's tab: these bound one canvas (4 bytes a pixel,
// so 50 megapixels is 200 MB) and the time and memory of one job.
export const IMAGE_LIMITS = {
  maxSide: 10_000,
  maxPixels: 50_000_000,
  maxPages: 500,
  minDpi: 36,
  maxDpi: 600,
} as const;

export const DPI_CHOICES = [
  { dpi: 72, label: "72 dpi (screen, smallest files)" },
  { dpi: 150, label: "150 dpi (good for most uses)" },
  { dpi: 300, label: "300 dpi (print)" },
  { dpi: 600, label: "600 dpi (fine print, large files)" },
] as const;
export const DEFAULT_DPI = 150;

export const QUALITY_CHOICES = [
  { quality: 0.6, label: "Smaller files (60%)" },
  { quality: 0.75, label: "Good (75%)" },
  { quality: 0.85, label: "High (85%)" },
  { quality: 0.95, label: "Best (95%)" },
] as const;
export const DEFAULT_QUALITY = 0.85;

export const MIME_TYPES: Record<ImageFormat, string> = { jpg: "image/jpeg", png: "image/png" };

/** A page's size as shown, in points (1/72 inch), after its rotation. */
export interface PagePoints {
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
  /** Pixels per point actually used: below dpi / 72 when the page was too large and drawn smaller. */
  scale: number;
  reduced: boolean;
}

/** The pixel size of a page drawn at `dpi`, shrunk (keeping its shape) to fit the limits of one image. */
export function imageSize(page: PagePoints, dpi: number): ImageSize {
  const scale = dpi / 72;
  const [width, height] = [page.width * scale, page.height * scale];
  const fit = Math.min(
    1,
    IMAGE_LIMITS.maxSide / width,
    IMAGE_LIMITS.maxSide / height,
    Math.sqrt(IMAGE_LIMITS.maxPixels / (width * height)),
  );
  // Rounded down when shrunk, so rounding cannot take a side or the area back over its limit.
  const pixels = (v: number) => Math.max(1, fit < 1 ? Math.floor(v * fit) : Math.round(v));
  return { width: pixels(width), height: pixels(height), scale: scale * fit, reduced: fit < 1 };
}

/** Checks the options and returns the pages to draw (0-based, in order); bad choices are refused by name. */
export function planImages(options: ToImagesOptions, pageCount: number): number[] {
  if (options.format !== "jpg" && options.format !== "png") fail("invalid-input", "Choose JPG or PNG.");
  const { minDpi, maxDpi, maxPages } = IMAGE_LIMITS;
  if (!(options.dpi >= minDpi && options.dpi <= maxDpi)) {
    fail("invalid-input", `Choose a resolution from ${minDpi} to ${maxDpi} dpi.`);
  }
  if (options.format === "jpg" && !(options.quality >= 0.1 && options.quality <= 1)) {
    fail("invalid-input", "Choose a JPG quality from 10% to 100%.");
  }
  const pages = selectedPages(options.pages, pageCount);
  if (pages.length > maxPages) {
    fail(
      "too-many",
      `That is ${pages.length} pages; one job makes at most ${maxPages} images. Choose fewer pages (for example 1-${maxPages}), then convert the rest in a second job.`,
    );
  }
  return pages;
}

/** "report.pdf", page index 1 -> "report-page-2.jpg". */
export function imageName(base: string, index: number, format: ImageFormat): string {
  return `${base}-page-${index + 1}.${format}`;
}

/** "1, 3-5, 9" for page indexes 0, 2, 3, 4, 8. */
export function pageList(indexes: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < indexes.length;) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === indexes[j]! + 1) j++;
    runs.push(i === j ? `${indexes[i]! + 1}` : `${indexes[i]! + 1}-${indexes[j]! + 1}`);
    i = j + 1;
  }
  return runs.join(", ");
}

const LIMIT_SENTENCE = `an image has at most ${formatNumber(IMAGE_LIMITS.maxSide)} px on a side and ${IMAGE_LIMITS.maxPixels / 1e6} megapixels`;

/** The job's note for pages drawn smaller than asked. */
export function reducedNote(reduced: readonly number[], dpi: number): string {
  const which = reduced.length === 1 ? `Page ${pageList(reduced)} was` : `Pages ${pageList(reduced)} were`;
  return `${which} too large for ${dpi} dpi, so ${reduced.length === 1 ? "it was" : "they were"} drawn smaller: ${LIMIT_SENTENCE}.`;
}

const px = (size: ImageSize) => `${formatNumber(size.width)} × ${formatNumber(size.height)} px`;

/**
 * What a job would make, said before it runs so the visitor can pick a lower resolution for a big file:
 * "24 pages at 150 dpi: about 1,240 × 1,754 px each, 52 megapixels in all."
 */
export function sizeSummary(pages: readonly PagePoints[], dpi: number): string {
  const sizes = pages.map((p) => imageSize(p, dpi));
  const area = (s: ImageSize) => s.width * s.height;
  const total = sizes.reduce((sum, s) => sum + area(s), 0) / 1e6;
  const [smallest, largest] = sizes.reduce(
    ([min, max], s) => [area(s) < area(min) ? s : min, area(s) > area(max) ? s : max],
    [sizes[0]!, sizes[0]!],
  );
  const count = sizes.length === 1 ? "1 page" : `${sizes.length} pages`;
  const each =
    sizes.length === 1
      ? `about ${px(largest)}`
      : smallest.width === largest.width && smallest.height === largest.height
        ? `about ${px(largest)} each`
        : `from ${px(smallest)} to ${px(largest)}`;
  const megapixels = total < 10 ? total.toFixed(1) : formatNumber(Math.round(total));
  const reduced = sizes.filter((s) => s.reduced).length;
  const note =
    reduced === 0
      ? ""
      : ` ${reduced === 1 ? "1 page is" : `${reduced} pages are`} too large for ${dpi} dpi and will be drawn smaller: ${LIMIT_SENTENCE}.`;
  return `${count} at ${dpi} dpi: ${each}, ${megapixels} megapixels in all.${note}`;
}
