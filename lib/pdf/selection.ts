import { fail } from "./errors";
import { parseRanges, rangeIndexes } from "./ranges";

/** Which pages a tool works on: every page, pages typed as ranges ("1-3, 8, 10-"), or thumbnails picked. */
export type PageSelection =
  | { mode: "all" }
  | { mode: "ranges"; ranges: string }
  /** 0-based page indexes. */
  | { mode: "pages"; pages: number[] };

/** The 0-based indexes a selection covers, in page order, each once; a selection of nothing is refused. */
export function selectedPages(selection: PageSelection, pageCount: number): number[] {
  switch (selection.mode) {
    case "all":
      return Array.from({ length: pageCount }, (_, i) => i);
    case "ranges":
      return [...new Set(parseRanges(selection.ranges, pageCount).flatMap(rangeIndexes))].sort(
        (a, b) => a - b,
      );
    case "pages": {
      const pages = [...new Set(selection.pages)].sort((a, b) => a - b);
      if (pages.length === 0) fail("invalid-input", "Select at least one page.");
      const outside = pages.find((p) => !Number.isInteger(p) || p < 0 || p >= pageCount);
      if (outside !== undefined) {
        fail("invalid-input", `Page ${outside + 1} is not in this document; it has ${pageCount} pages.`);
      }
      return pages;
    }
  }
}
