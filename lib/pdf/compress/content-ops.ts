// Just enough of a content-stream reader to learn how large each image is drawn: it follows q/Q, cm and
// Do, and steps over strings, arrays, dictionaries and inline images without interpreting them.

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

const DELIMITER = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 0;

/** Calls `onDraw(name, ctm)` for each `Do` in the stream, with the current transformation matrix. */
export function walkDraws(
  content: Uint8Array,
  start: Matrix,
  onDraw: (name: string, ctm: Matrix) => void,
): void {
  const stack: Matrix[] = [];
  let ctm = start;
  const operands: (number | string)[] = [];
  let i = 0;
  const n = content.length;
  while (i < n) {
    const c = content[i]!;
    if (isSpace(c)) i++;
    else if (c === 0x25)
      while (i < n && content[i] !== 10 && content[i] !== 13) i++; // % comment
    else if (c === 0x28)
      i = skipString(content, i); // (literal)
    else if (c === 0x3c && content[i + 1] === 0x3c)
      i += 2; // << dict (its contents are read as operands)
    else if (c === 0x3e && content[i + 1] === 0x3e) i += 2;
    else if (c === 0x3c)
      while (i < n && content[i] !== 0x3e) i++; // <hex>
    else if (c === 0x5b || c === 0x5d || c === 0x3e || c === 0x7b || c === 0x7d) i++;
    else if (c === 0x2f) {
      let j = i + 1;
      while (j < n && !isSpace(content[j]!) && !DELIMITER.has(content[j]!)) j++;
      operands.push(new TextDecoder("latin1").decode(content.subarray(i + 1, j)));
      i = j;
    } else {
      let j = i;
      while (j < n && !isSpace(content[j]!) && !DELIMITER.has(content[j]!)) j++;
      const word = new TextDecoder("latin1").decode(content.subarray(i, j || i + 1));
      i = Math.max(j, i + 1);
      const number = Number(word);
      if (word !== "" && !Number.isNaN(number)) {
        operands.push(number);
        continue;
      }
      if (word === "q") stack.push(ctm);
      else if (word === "Q") ctm = stack.pop() ?? start;
      else if (word === "cm" && operands.length >= 6) {
        const m = operands.slice(-6);
        if (m.every((v) => typeof v === "number")) ctm = multiply(m as Matrix, ctm);
      } else if (word === "Do" && typeof operands.at(-1) === "string") onDraw(operands.at(-1) as string, ctm);
      else if (word === "BI") i = skipInlineImage(content, i);
      operands.length = 0;
    }
  }
}

function skipString(content: Uint8Array, at: number): number {
  let depth = 0;
  for (let i = at; i < content.length; i++) {
    const c = content[i];
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return content.length;
}

/** Inline image data is binary: skip to the "EI" that follows white space after "ID". */
function skipInlineImage(content: Uint8Array, at: number): number {
  for (let i = at; i + 2 < content.length; i++) {
    if (
      content[i] === 0x45 &&
      content[i + 1] === 0x49 &&
      isSpace(content[i - 1]!) &&
      (isSpace(content[i + 2]!) || i + 2 === content.length)
    ) {
      return i + 2;
    }
  }
  return content.length;
}

/** Width and height, in points, of the unit square drawn through `m`. */
export function drawnSize(m: Matrix): { width: number; height: number } {
  return { width: Math.hypot(m[0], m[1]), height: Math.hypot(m[2], m[3]) };
}
