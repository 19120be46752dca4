import { describe, expect, it } from "vitest";
import { parseRanges } from "@/lib/pdf/ranges";
import { type PageSelection, selectedPages } from "@/lib/pdf/selection";

// Edge cases of typed and picked selections beyond those of pdf-split.test.ts. Indexes are 0-based.
const typed = (ranges: string, pageCount = 12) => selectedPages({ mode: "ranges", ranges }, pageCount);
const picked = (pages: number[], pageCount = 12) => selectedPages({ mode: "pages", pages }, pageCount);

describe("selectedPages", () => {
  it("covers every page for all", () => {
    expect(selectedPages({ mode: "all" }, 4)).toEqual([0, 1, 2, 3]);
  });

  it('reads "1-3, 8, 10-" with its open end running to the last page', () => {
    expect(typed("1-3, 8, 10-")).toEqual([0, 1, 2, 7, 9, 10, 11]);
    expect(typed("12-")).toEqual([11]);
  });

  it('reads "-3" as from the first page', () => {
    expect(typed("-3")).toEqual([0, 1, 2]);
  });

  it("accepts spaces anywhere, semicolons, empty parts and leading zeros", () => {
    expect(typed("  2 -  4 ,  6 ;; 9 - ,")).toEqual([1, 2, 3, 5, 8, 9, 10, 11]);
    expect(typed("03")).toEqual([2]);
    expect(typed("5-5")).toEqual([4]);
  });

  it("gives each page once, in page order, whatever the overlaps and typing order", () => {
    expect(typed("8, 1-4, 3-6, 2, 8")).toEqual([0, 1, 2, 3, 4, 5, 7]);
    expect(picked([5, 1, 5, 0])).toEqual([0, 1, 5]);
  });

  it("refuses pages past the end, naming the part and the page count", () => {
    expect(() => typed("1-3, 13")).toThrow('"13" goes past the last page; this document has 12 pages.');
    expect(() => typed("10-20")).toThrow('"10-20" goes past the last page; this document has 12 pages.');
    // Starting after the last page is past it, not backwards.
    expect(() => typed("13-")).toThrow('"13-" goes past the last page; this document has 12 pages.');
    expect(() => picked([2, 12])).toThrow("Page 13 is not in this document; it has 12 pages.");
    expect(() => picked([-1])).toThrow("Page 0 is not in this document; it has 12 pages.");
  });

  it("refuses backwards ranges and page 0", () => {
    expect(() => typed("3-1")).toThrow('"3-1" runs backwards; write the smaller page first.');
    expect(() => typed("0")).toThrow('"0": pages are numbered from 1.');
    expect(() => typed("-0")).toThrow('"-0": pages are numbered from 1.');
  });

  it.each(["a", "1--3", "-", "1-3-5", "2.5", "+3", "1 2", "one"])('refuses "%s" as malformed', (part) => {
    expect(() => typed(`1, ${part}`)).toThrow(
      `"${part}" is not a page or a range. Use numbers like "4" or "2-6".`,
    );
  });

  it("asks for pages when nothing is typed or picked", () => {
    for (const selection of [
      { mode: "ranges", ranges: "" },
      { mode: "ranges", ranges: " ,; " },
    ] satisfies PageSelection[]) {
      expect(() => selectedPages(selection, 5)).toThrow('Enter the pages to keep, for example "1-3, 5, 8-".');
    }
    expect(() => picked([])).toThrow("Select at least one page.");
  });
});

describe("parseRanges", () => {
  it("keeps each part as typed, for names and messages", () => {
    expect(parseRanges(" 1 - 3 , 10-", 12)).toEqual([
      { from: 1, to: 3, label: "1 - 3" },
      { from: 10, to: 12, label: "10-" },
    ]);
  });
});
