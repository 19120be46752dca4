// Where an image goes on its page: page size, orientation and margins as the JPG to PDF screen offers them.

export type PageSize = "fit" | "a4" | "letter";
export type Orientation = "auto" | "portrait" | "landscape";
export type Margin = "none" | "small" | "large";

export interface LayoutOptions {
  pageSize: PageSize;
  orientation: Orientation;
  margin: Margin;
}

/** Paper sizes in PDF points (1/72 inch), portrait. */
const PAPER = { a4: [595.28, 841.89], letter: [612, 792] } as const;
/** Margins in points: none, about 0.3 inch, about 0.7 inch. */
export const MARGIN_POINTS: Record<Margin, number> = { none: 0, small: 20, large: 50 };
/** An image's pixels are placed at 96 per inch on a "fit" page, as browsers show them. */
const POINTS_PER_PIXEL = 72 / 96;

export interface Placement {
  page: [number, number];
  /** The image's box on the page, in its displayed (upright) orientation. */
  box: { x: number; y: number; width: number; height: number };
}

/** Lays out an image of `width`×`height` upright pixels. */
export function placeImage(width: number, height: number, options: LayoutOptions): Placement {
  const margin = MARGIN_POINTS[options.margin];
  if (options.pageSize === "fit") {
    const [w, h] = [width * POINTS_PER_PIXEL, height * POINTS_PER_PIXEL];
    return { page: [w + 2 * margin, h + 2 * margin], box: { x: margin, y: margin, width: w, height: h } };
  }
  const [short, long] = PAPER[options.pageSize];
  const landscape = options.orientation === "landscape" || (options.orientation === "auto" && width > height);
  const page: [number, number] = landscape ? [long, short] : [short, long];
  const [roomW, roomH] = [page[0] - 2 * margin, page[1] - 2 * margin];
  // Contain: as large as fits, never cropped, centred.
  const scale = Math.min(roomW / width, roomH / height);
  const [w, h] = [width * scale, height * scale];
  return { page, box: { x: (page[0] - w) / 2, y: (page[1] - h) / 2, width: w, height: h } };
}

type Corner = readonly [number, number];
/**
 * Where the stored image's top-left, top-right and bottom-left corners appear on the upright picture for
 * each EXIF orientation (1–8), in a unit square with y up.
 */
const EXIF_CORNERS: Record<number, readonly [Corner, Corner, Corner]> = {
  1: [
    [0, 1],
    [1, 1],
    [0, 0],
  ],
  2: [
    [1, 1],
    [0, 1],
    [1, 0],
  ],
  3: [
    [1, 0],
    [0, 0],
    [1, 1],
  ],
  4: [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  5: [
    [0, 1],
    [0, 0],
    [1, 1],
  ],
  6: [
    [1, 1],
    [1, 0],
    [0, 1],
  ],
  7: [
    [1, 0],
    [1, 1],
    [0, 0],
  ],
  8: [
    [0, 0],
    [0, 1],
    [1, 0],
  ],
};

/** Orientations 5–8 turn the picture a quarter, so its upright width is the stored height. */
export function swapsSides(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/**
 * The `cm` matrix that draws an image XObject (the unit square) into `box` turned as EXIF `orientation`
 * says: the stored pixels stay as they are, the page shows them upright.
 */
export function orientationMatrix(
  orientation: number,
  box: Placement["box"],
): [number, number, number, number, number, number] {
  const [tl, tr, bl] = EXIF_CORNERS[orientation] ?? EXIF_CORNERS[1]!;
  const { x, y, width: w, height: h } = box;
  return [
    (tr[0] - tl[0]) * w,
    (tr[1] - tl[1]) * h,
    (tl[0] - bl[0]) * w,
    (tl[1] - bl[1]) * h,
    x + bl[0] * w,
    y + bl[1] * h,
  ];
}
