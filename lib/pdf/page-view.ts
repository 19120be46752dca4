import type { PDFPage } from "@cantoo/pdf-lib";

/** A PDF matrix [a b c d e f]: (x, y) goes to (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = [number, number, number, number, number, number];

/**
 * The page's /Rotate as viewers apply it: 0, 90, 180 or 270. An angle out of range (-90, 450) is brought
 * in; one that is not a quarter turn (45) counts as 0, as pdf.js does.
 */
export function turnOf(page: PDFPage): 0 | 90 | 180 | 270 {
  const angle = page.getRotation().angle;
  return angle % 90 === 0 ? ((((angle % 360) + 360) % 360) as 0 | 90 | 180 | 270) : 0;
}

/** The part of the page viewers show: the crop box clipped to the media box (PDF 32000 §14.11.2). */
export function visibleBox(page: PDFPage): { x: number; y: number; width: number; height: number } {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const width = Math.min(media.x + media.width, crop.x + crop.width) - x;
  const height = Math.min(media.y + media.height, crop.y + crop.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : media;
}

/** Width and height in points as a viewer shows the page: its visible box, across when turned a quarter. */
export function shownSize(page: PDFPage): { width: number; height: number } {
  const { width, height } = visibleBox(page);
  return turnOf(page) % 180 === 0 ? { width, height } : { width: height, height: width };
}

/**
 * A page as the reader sees it: its size as shown, and the matrix from those coordinates (origin at the
 * bottom-left corner the reader sees, y up) to the page's own. Content placed through it shows upright and
 * inside the visible area whatever the page's rotation.
 */
export interface SeenPage {
  width: number;
  height: number;
  matrix: Matrix;
}

export function seenPage(page: PDFPage): SeenPage {
  const { x, y, width, height } = visibleBox(page);
  // /Rotate turns the page clockwise for display, so seen coordinates turn counter-clockwise onto the
  // page by the same angle; each case puts the seen origin on the corner the reader sees bottom-left.
  // Exact entries (no cos/sin) keep the written matrices clean.
  switch (turnOf(page)) {
    case 90:
      return { width: height, height: width, matrix: [0, 1, -1, 0, x + width, y] };
    case 180:
      return { width, height, matrix: [-1, 0, 0, -1, x + width, y + height] };
    case 270:
      return { width: height, height: width, matrix: [0, -1, 1, 0, x, y + height] };
    default:
      return { width, height, matrix: [1, 0, 0, 1, x, y] };
  }
}
