// A content stream's tokens with their byte ranges, so a tool can rewrite a few operations and copy every
// other byte as it was (pdf-lib's own parser is for reading: it drops inline images and turns `true` into 1).
// Strings, arrays and dictionaries are single opaque operands; an inline image (BI … ID data EI) is one
// operator token spanning all of it.

export type Token =
  | { kind: "number"; value: number; start: number; end: number }
  | { kind: "name"; value: string; start: number; end: number }
  | { kind: "other"; start: number; end: number }
  | { kind: "operator"; value: string; start: number; end: number };

const DELIMITER = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));
export const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 0;
const latin1 = new TextDecoder("latin1");

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
export function skipInlineImage(content: Uint8Array, at: number): number {
  for (let i = at; i + 2 <= content.length; i++) {
    if (
      content[i] === 0x45 &&
      content[i + 1] === 0x49 &&
      isSpace(content[i - 1]!) &&
      (i + 2 === content.length || isSpace(content[i + 2]!) || DELIMITER.has(content[i + 2]!))
    ) {
      return i + 2;
    }
  }
  return content.length;
}

/** An array or dictionary, nested ones and strings inside it included: where it ends. */
function skipNested(content: Uint8Array, at: number): number {
  let depth = 0;
  let i = at;
  while (i < content.length) {
    const c = content[i]!;
    if (c === 0x28) {
      i = skipString(content, i);
      continue;
    }
    if (c === 0x25) {
      while (i < content.length && content[i] !== 10 && content[i] !== 13) i++;
      continue;
    }
    if (c === 0x5b || (c === 0x3c && content[i + 1] === 0x3c)) {
      depth++;
      i += c === 0x5b ? 1 : 2;
    } else if (c === 0x5d || (c === 0x3e && content[i + 1] === 0x3e)) {
      depth--;
      i += c === 0x5d ? 1 : 2;
      if (depth === 0) return i;
    } else if (c === 0x3c) {
      while (i < content.length && content[i] !== 0x3e) i++;
      i++;
    } else i++;
  }
  return content.length;
}

export function* contentTokens(content: Uint8Array): Generator<Token> {
  let i = 0;
  const n = content.length;
  while (i < n) {
    const c = content[i]!;
    if (isSpace(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < n && content[i] !== 10 && content[i] !== 13) i++;
    } else if (c === 0x28) {
      const end = skipString(content, i);
      yield { kind: "other", start: i, end };
      i = end;
    } else if (c === 0x5b || (c === 0x3c && content[i + 1] === 0x3c)) {
      const end = skipNested(content, i);
      yield { kind: "other", start: i, end };
      i = end;
    } else if (c === 0x3c) {
      let end = i;
      while (end < n && content[end] !== 0x3e) end++;
      yield { kind: "other", start: i, end: end + 1 };
      i = end + 1;
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < n && !isSpace(content[j]!) && !DELIMITER.has(content[j]!)) j++;
      const raw = latin1.decode(content.subarray(i + 1, j));
      yield {
        kind: "name",
        value: raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        start: i,
        end: j,
      };
      i = j;
    } else if (DELIMITER.has(c)) {
      // A stray delimiter (`]`, `>`, `{`, `}`): nothing to read, step over it.
      i++;
    } else {
      let j = i;
      while (j < n && !isSpace(content[j]!) && !DELIMITER.has(content[j]!)) j++;
      const word = latin1.decode(content.subarray(i, j));
      const number = Number(word);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && !Number.isNaN(number)) {
        yield { kind: "number", value: number, start: i, end: j };
        i = j;
      } else if (word === "BI") {
        const end = skipInlineImage(content, j);
        yield { kind: "operator", value: "BI", start: i, end };
        i = end;
      } else {
        yield { kind: "operator", value: word, start: i, end: j };
        i = j;
      }
    }
  }
}
