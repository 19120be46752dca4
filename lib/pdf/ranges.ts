import { fail } from "./errors";

/** A run of pages, 1-based and inclusive, as the visitor typed it. */
export interface PageRange {
  from: number;
  to: number;
  /** The text of this part, for output names and messages. */
  label: string;
}

const PART = /^(\d+)?\s*(-)?\s*(\d+)?$/;

/**
 * Parses "1-3, 5, 8-" against a document of `pageCount` pages. "8-" runs to the last page, "-3" starts at the
 * first. A part that is not a page or range, runs backwards, or falls outside the document is refused by name.
 */
export function parseRanges(text: string, pageCount: number): PageRange[] {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  if (parts.length === 0) fail("invalid-input", 'Enter the pages to keep, for example "1-3, 5, 8-".');
  return parts.map((label) => {
    const match = PART.exec(label);
    if (!match || (!match[1] && !match[3])) {
      fail("invalid-input", `"${label}" is not a page or a range. Use numbers like "4" or "2-6".`);
    }
    const [, start, dash, end] = match;
    const from = start ? Number(start) : 1;
    const to = dash ? (end ? Number(end) : pageCount) : from;
    if (!dash && end)
      fail("invalid-input", `"${label}" is not a page or a range. Use numbers like "4" or "2-6".`);
    if (from < 1 || to < 1) fail("invalid-input", `"${label}": pages are numbered from 1.`);
    // Past the end first: "11-" on a 10-page file starts after the last page, it does not run backwards.
    if (from > pageCount || to > pageCount) {
      fail("invalid-input", `"${label}" goes past the last page; this document has ${pageCount} pages.`);
    }
    if (from > to) fail("invalid-input", `"${label}" runs backwards; write the smaller page first.`);
    return { from, to, label };
  });
}

/** The 0-based page indexes a range covers. */
export function rangeIndexes(range: PageRange): number[] {
  return Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from - 1 + i);
}
