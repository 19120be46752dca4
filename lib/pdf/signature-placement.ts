// Where the signature goes in PDF user space, from where the visitor put it on the page as shown.
import { concat } from "./page-placement";
import type { Matrix, SeenPage } from "./page-view";

/** A box as fractions of the page as shown (its visible box, turned upright by /Rotate), from the top-left. */
export interface SignBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The `cm` matrix that draws an image XObject (the unit square) into `box` so that it stands upright where
 * the visitor saw it, whatever the page's crop box and rotation.
 */
export function signatureMatrix(seen: SeenPage, box: SignBox): Matrix {
  const { width, height } = seen;
  // The box in the seen page's coordinates (y up from its bottom edge), then onto the page.
  const placed: Matrix = [
    box.width * width,
    0,
    0,
    box.height * height,
    box.x * width,
    (1 - box.y - box.height) * height,
  ];
  return concat(placed, seen.matrix);
}
