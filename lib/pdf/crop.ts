import { fail } from "./errors";
import type { PdfMetadata } from "./metadata";
import { openPdf } from "./open";
import { seenPage } from "./page-view";
import { writtenPdf } from "./save";
import { type PageSelection, selectedPages } from "./selection";
import type { InputFile, JobResult, ReportProgress } from "./types";

/** The part of each page to keep, in fractions of the page as a reader sees it, from its top-left corner. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropOptions {
  box: CropBox;
  pages: PageSelection;
  /** Absent: the file keeps its own document properties. */
  metadata?: PdfMetadata;
}

/** Smallest share of a side kept: a box drawn by a slip of the pointer is refused, not written. */
export const MIN_CROP = 0.02;

/** The box, or a message saying what is wrong with it. */
export function cropProblem({ x, y, width, height }: CropBox): string | undefined {
  const values = [x, y, width, height];
  if (!values.every(Number.isFinite)) return "Draw the part of the page to keep.";
  if (x < 0 || y < 0 || x + width > 1.0001 || y + height > 1.0001)
    return "The box must stay inside the page.";
  if (width < MIN_CROP || height < MIN_CROP)
    return "The box is too small: draw the part of the page to keep.";
  return undefined;
}

/**
 * Crop PDF: sets the chosen pages' crop box, which every viewer and printer shows as the page, to the same
 * share of each page as it is seen (its rotation applied, inside its current crop). Nothing is removed
 * from the content: the rest is hidden, and can be shown again by a tool that resets the crop box.
 */
export async function cropPdf(
  file: InputFile,
  options: CropOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  const problem = cropProblem(options.box);
  if (problem) fail("invalid-input", problem);
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const chosen = selectedPages(options.pages, doc.getPageCount());
  report({ stage: "Cropping pages", done: 0, total: chosen.length });
  const { x, y, width, height } = options.box;
  for (const [n, index] of chosen.entries()) {
    const page = doc.getPage(index);
    const seen = seenPage(page);
    // The box's corners in seen points (origin bottom-left, y up), then on the page through its matrix.
    const corners = [
      [x * seen.width, (1 - y - height) * seen.height],
      [(x + width) * seen.width, (1 - y) * seen.height],
    ].map(([u, v]) => {
      const [a, b, c, d, e, f] = seen.matrix;
      return [a * u! + c * v! + e, b * u! + d * v! + f];
    });
    const [xs, ys] = [corners.map((p) => p[0]!), corners.map((p) => p[1]!)];
    const [left, bottom] = [Math.min(...xs), Math.min(...ys)];
    page.setCropBox(left, bottom, Math.max(...xs) - left, Math.max(...ys) - bottom);
    report({ stage: "Cropping pages", done: n + 1, total: chosen.length });
  }
  report({ stage: "Saving" });
  return writtenPdf(file, "cropped", doc, options.metadata);
}
