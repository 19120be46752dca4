// Just enough of a content-stream reader to learn how large each image is drawn: it follows q/Q, cm and
// Do, and steps over strings, arrays, dictionaries and inline images without interpreting them.
import { contentTokens } from "../content-tokens";

export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/** Calls `onDraw(name, ctm)` for each `Do` in the stream, with the current transformation matrix. */
export function walkDraws(
  content: Uint8Array,
  start: Matrix,
  onDraw: (name: string, ctm: Matrix) => void,
): void {
  const stack: Matrix[] = [];
  let ctm = start;
  const operands: (number | string | null)[] = [];
  for (const token of contentTokens(content)) {
    if (token.kind !== "operator") {
      operands.push(token.kind === "number" || token.kind === "name" ? token.value : null);
      continue;
    }
    const word = token.value;
    if (word === "q") stack.push(ctm);
    else if (word === "Q") ctm = stack.pop() ?? start;
    else if (word === "cm" && operands.length >= 6) {
      const m = operands.slice(-6);
      if (m.every((v) => typeof v === "number")) ctm = multiply(m as Matrix, ctm);
    } else if (word === "Do" && typeof operands.at(-1) === "string") onDraw(operands.at(-1) as string, ctm);
    operands.length = 0;
  }
}

/** Width and height, in points, of the unit square drawn through `m`. */
export function drawnSize(m: Matrix): { width: number; height: number } {
  return { width: Math.hypot(m[0], m[1]), height: Math.hypot(m[2], m[3]) };
}
