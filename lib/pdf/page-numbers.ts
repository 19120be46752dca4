import {
  type PDFFont,
  type PDFPage,
  StandardFonts,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { NUMBER_LIMITS, NUMBER_POSITIONS, type PageNumberOptions, pageLabels } from "./page-numbers-options";
import { concat, fitScale, resourceName, turnAndMove } from "./page-placement";
import { seenPage } from "./page-view";
import type { InputFile, JobResult, ReportProgress } from "./types";

export type { PageNumberOptions } from "./page-numbers-options";

/** Space between a number and the edges of the visible page, in points (about 1 cm), less on tiny pages. */
const EDGE = 28;

function checkOptions(options: PageNumberOptions): void {
  const { firstNumber, fontSize } = options;
  if (!Number.isInteger(firstNumber) || firstNumber < 0 || firstNumber > NUMBER_LIMITS.maxFirstNumber) {
    fail(
      "invalid-input",
      `Enter the first number as a whole number from 0 to ${NUMBER_LIMITS.maxFirstNumber}.`,
    );
  }
  if (
    !Number.isFinite(fontSize) ||
    fontSize < NUMBER_LIMITS.minFontSize ||
    fontSize > NUMBER_LIMITS.maxFontSize
  ) {
    fail(
      "invalid-input",
      `Choose a font size from ${NUMBER_LIMITS.minFontSize} to ${NUMBER_LIMITS.maxFontSize}.`,
    );
  }
  if (!Object.hasOwn(NUMBER_POSITIONS, options.position))
    fail("invalid-input", "Choose where the numbers go.");
}

export async function addPageNumbers(
  file: InputFile,
  options: PageNumberOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  checkOptions(options);
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const pages = doc.getPages();
  if (options.skipFirstPage && pages.length === 1) {
    fail("invalid-input", "This PDF has one page: with the first page skipped, there is nothing to number.");
  }
  // One font object for the whole document; each page's resources only name it.
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const labels = pageLabels(pages.length, options);
  for (const [i, page] of pages.entries()) {
    report({ stage: "Numbering pages", done: i, total: pages.length });
    const label = labels[i];
    if (label !== undefined) drawNumber(page, font, label, options);
  }
  report({ stage: "Saving" });
  return writtenPdf(file, "numbered", doc, options.metadata);
}

/** Draws `label` upright for the reader, in the chosen corner or middle of the visible page. */
function drawNumber(page: PDFPage, font: PDFFont, label: string, options: PageNumberOptions): void {
  const seen = seenPage(page);
  const edge = Math.min(EDGE, Math.min(seen.width, seen.height) / 10);
  const ascent = font.heightAtSize(options.fontSize, { descender: false });
  const descent = font.heightAtSize(options.fontSize) - ascent;
  const width = font.widthOfTextAtSize(label, options.fontSize);
  // A long label in a large size on a narrow page is drawn smaller rather than cut by the crop box.
  const scale = fitScale(width, ascent + descent, 0, seen.width - 2 * edge, seen.height - 2 * edge);
  const size = options.fontSize * scale;
  const [vertical, horizontal] = options.position.split("-") as [
    "top" | "bottom",
    "left" | "center" | "right",
  ];
  const u =
    horizontal === "left"
      ? edge
      : horizontal === "right"
        ? seen.width - edge - width * scale
        : (seen.width - width * scale) / 2;
  const v = vertical === "bottom" ? edge + descent * scale : seen.height - edge - ascent * scale;
  const fontName = resourceName(page, "Font", "PageNumber", font.ref);
  page.pushOperators(
    pushGraphicsState(),
    beginText(),
    setFillingRgbColor(0, 0, 0),
    setFontAndSize(fontName, size),
    setTextMatrix(...concat(turnAndMove(0, u, v), seen.matrix)),
    showText(font.encodeText(label)),
    endText(),
    popGraphicsState(),
  );
}
