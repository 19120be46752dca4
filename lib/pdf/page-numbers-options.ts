// What the Add Page Numbers screen offers, and the labels it gives: no PDF code here, so the screen can
// import it without loading pdf-lib.
import type { PdfMetadata } from "./metadata";

export const NUMBER_POSITIONS = {
  "top-left": "Top left",
  "top-center": "Top centre",
  "top-right": "Top right",
  "bottom-left": "Bottom left",
  "bottom-center": "Bottom centre",
  "bottom-right": "Bottom right",
} as const;
export type NumberPosition = keyof typeof NUMBER_POSITIONS;

export const NUMBER_FORMATS = {
  number: "1, 2, 3",
  "page-of-total": "Page 1 of N",
  "slash-total": "1 / N",
} as const;
export type NumberFormat = keyof typeof NUMBER_FORMATS;

export const NUMBER_LIMITS = { minFontSize: 6, maxFontSize: 72, maxFirstNumber: 99_999 } as const;

export interface PageNumberOptions {
  position: NumberPosition;
  format: NumberFormat;
  /** The number the first numbered page shows. */
  firstNumber: number;
  /** Leaves the first page (a cover) without a number; numbering starts on page 2 with `firstNumber`. */
  skipFirstPage: boolean;
  fontSize: number;
  metadata?: PdfMetadata;
}

/**
 * The text each page gets, in page order; `undefined` for a skipped cover. The total ("of N") is the
 * number the last page shows, so "Page N of N" always ends the document: with a cover skipped and
 * numbering from 1, a 10-page file reads "Page 1 of 9" to "Page 9 of 9"; starting at 5 instead,
 * "Page 5 of 13" to "Page 13 of 13".
 */
export function pageLabels(pageCount: number, options: PageNumberOptions): (string | undefined)[] {
  const skipped = options.skipFirstPage ? 1 : 0;
  const total = options.firstNumber + pageCount - skipped - 1;
  return Array.from({ length: pageCount }, (_, i) => {
    if (i < skipped) return undefined;
    const n = options.firstNumber + i - skipped;
    if (options.format === "page-of-total") return `Page ${n} of ${total}`;
    if (options.format === "slash-total") return `${n} / ${total}`;
    return `${n}`;
  });
}
