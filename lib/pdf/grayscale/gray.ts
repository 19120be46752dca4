import { type PDFDocument, type PDFObject, PDFRef } from "@cantoo/pdf-lib";

// The conversion itself, as PDF 32000 §10.3 converts device colours to gray, shared by the spaces,
// functions, content and images that Grayscale PDF rewrites.

/** Spaces whose colours are turned to gray value by value (rgb, cmyk, lab). */
export type ColourKind = "rgb" | "cmyk" | "lab";

export const resolve = (doc: PDFDocument, object: PDFObject | undefined) =>
  object instanceof PDFRef ? doc.context.lookup(object) : object;

/** One colour's gray value, 0 (black) to 1 (white). */
export function grayOf(kind: ColourKind, values: number[]): number {
  const [a = 0, b = 0, c = 0, d = 0] = values;
  const gray =
    kind === "rgb"
      ? 0.3 * a + 0.59 * b + 0.11 * c
      : kind === "cmyk"
        ? 1 - Math.min(1, 0.3 * a + 0.59 * b + 0.11 * c + d)
        : a / 100;
  return Math.min(1, Math.max(0, gray));
}

/** A number as a content stream or PDF object writes it: at most four decimals, no trailing zeros. */
export const formatNumber = (value: number) => String(Math.round(value * 10000) / 10000);
