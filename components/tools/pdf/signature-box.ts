import type { SignBox } from "@/lib/pdf/sign";

/** Where the visitor put the signature: its top-left corner and width, as fractions of the page shown. */
export interface Place {
  x: number;
  y: number;
  width: number;
}

/** Narrowest signature, as a share of the page's width: still a box a finger can grab. */
export const MIN_WIDTH = 0.05;
/** Where a new signature starts: lower right, where signatures usually go. */
export const START: Place = { x: 0.55, y: 0.75, width: 0.35 };

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The box the signature takes on the page, always whole on it: its height follows from its width and the
 * shapes of the page and the signature (width / height), so it is never stretched.
 */
export function placedBox(place: Place, pageShape: number, signatureShape: number): SignBox {
  const widest = Math.min(1, signatureShape / pageShape);
  const width = clamp(place.width, Math.min(MIN_WIDTH, widest), widest);
  const height = (width * pageShape) / signatureShape;
  return { x: clamp(place.x, 0, 1 - width), y: clamp(place.y, 0, 1 - height), width, height };
}
