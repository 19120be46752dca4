import { type PDFPage, degrees } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import type { PdfMetadata } from "./metadata";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { shownSize, turnOf } from "./page-view";
import { type PageSelection, selectedPages } from "./selection";
import type { InputFile, JobResult, ReportProgress } from "./types";

export type Orientation = "landscape" | "portrait";

export interface RotateOptions {
  /** Clockwise, in degrees: 270 is a quarter turn counter-clockwise. */
  angle: 90 | 180 | 270;
  pages: PageSelection;
  /** Of the selected pages, turn only those that look landscape (or portrait) in a viewer. */
  only?: Orientation;
  /** Absent: the file keeps its own document properties. */
  metadata?: PdfMetadata;
}

const ANGLES: readonly number[] = [90, 180, 270];

/**
 * How the page looks in a viewer: its visible box, turned by its rotation. A page drawn
 * landscape but stored as a turned portrait is landscape. A square page is neither.
 */
export function orientationOf(page: PDFPage): Orientation | undefined {
  const { width, height } = shownSize(page);
  if (width === height) return undefined;
  return width > height ? "landscape" : "portrait";
}

/** Turns the chosen pages by `angle` on top of the turn they already have, in the loaded document itself. */
export async function rotatePdf(
  file: InputFile,
  options: RotateOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  if (!ANGLES.includes(options.angle)) {
    fail("invalid-input", "Choose how far to turn the pages: 90° clockwise, 180° or 90° counter-clockwise.");
  }
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const pages = doc.getPages();
  let chosen = selectedPages(options.pages, pages.length);
  const only = options.only;
  if (only) {
    chosen = chosen.filter((i) => orientationOf(pages[i]!) === only);
    if (chosen.length === 0) {
      fail(
        "invalid-input",
        options.pages.mode === "all"
          ? `This document has no ${only} pages.`
          : `None of the pages you chose is ${only}.`,
      );
    }
  }
  report({ stage: "Turning pages" });
  for (const i of chosen) pages[i]!.setRotation(degrees((turnOf(pages[i]!) + options.angle) % 360));
  report({ stage: "Saving" });
  return writtenPdf(file, "rotated", doc, options.metadata);
}
