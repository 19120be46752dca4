import { type PDFName, type PDFPage, type PDFRef } from "@cantoo/pdf-lib";
import type { Matrix } from "./page-view";

/** The matrix that applies `first`, then `then`. */
export function concat(first: Matrix, then: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [A, B, C, D, E, F] = then;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

/** Turns by `degrees` counter-clockwise about the origin, then moves the origin to (x, y). */
export function turnAndMove(degrees: number, x: number, y: number): Matrix {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return [cos, sin, -sin, cos, x, y];
}

/**
 * How much a `width`×`height` box turned by `degrees` must shrink (1 when it need not) to fit in
 * `roomWidth`×`roomHeight`: a mark is made smaller rather than run off the page.
 */
export function fitScale(
  width: number,
  height: number,
  degrees: number,
  roomWidth: number,
  roomHeight: number,
): number {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const [boundsWidth, boundsHeight] = [width * cos + height * sin, width * sin + height * cos];
  return Math.min(1, roomWidth / boundsWidth, roomHeight / boundsHeight);
}

type ResourceKind = "Font" | "XObject" | "ExtGState";

/**
 * The name a page's resources give a shared object (the font, the image, the opacity state), adding it
 * only if it is not there yet: pages often share one resources dictionary, which must not grow an entry
 * per page.
 */
export function resourceName(page: PDFPage, kind: ResourceKind, tag: string, ref: PDFRef): PDFName {
  const { node } = page;
  const entries = node.normalizedEntries()[kind];
  const named = entries.entries().find(([, value]) => value === ref);
  if (named) return named[0];
  if (kind === "Font") return node.newFontDictionary(tag, ref);
  if (kind === "XObject") return node.newXObject(tag, ref);
  return node.newExtGState(tag, ref);
}
