import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { parseRanges } from "@/lib/pdf/ranges";
import { splitPdf } from "@/lib/pdf/split";
import { allPageTexts, bookmarkLines, input, labelledPdf } from "../support/pdf-fixtures";

async function parts(mode: Parameters<typeof splitPdf>[1], pages = 9) {
  const result = await splitPdf(input("book.pdf", await labelledPdf("B", pages)), mode);
  return Promise.all(
    result.outputs.map(async (o) => {
      const doc = await PDFDocument.load(o.bytes);
      expect(o.pages).toBe(doc.getPageCount());
      return { name: o.name, texts: allPageTexts(doc).map((t) => t.replace("B page ", "")) };
    }),
  );
}

describe("page ranges", () => {
  it('reads "1-3, 5, 8-" with open ends', () => {
    expect(parseRanges("1-3, 5, 8-", 10).map((r) => [r.from, r.to])).toEqual([
      [1, 3],
      [5, 5],
      [8, 10],
    ]);
    expect(parseRanges(" -2 ;4", 10).map((r) => [r.from, r.to])).toEqual([
      [1, 2],
      [4, 4],
    ]);
  });

  it("names the bad part", () => {
    expect(() => parseRanges("1-3, x", 10)).toThrow(
      '"x" is not a page or a range. Use numbers like "4" or "2-6".',
    );
    expect(() => parseRanges("5-2", 10)).toThrow('"5-2" runs backwards; write the smaller page first.');
    expect(() => parseRanges("1, 12", 10)).toThrow(
      '"12" goes past the last page; this document has 10 pages.',
    );
    expect(() => parseRanges("0-2", 10)).toThrow('"0-2": pages are numbered from 1.');
    expect(() => parseRanges("3 4", 10)).toThrow('"3 4" is not a page or a range.');
    expect(() => parseRanges(" , ", 10)).toThrow('Enter the pages to keep, for example "1-3, 5, 8-".');
  });
});

describe("split", () => {
  it("writes one file per range with the right pages", async () => {
    expect(await parts({ mode: "ranges", ranges: "1-3, 5, 8-" })).toEqual([
      { name: "book-pages-1-3.pdf", texts: ["1", "2", "3"] },
      { name: "book-pages-5.pdf", texts: ["5"] },
      { name: "book-pages-8-9.pdf", texts: ["8", "9"] },
    ]);
  });

  it("puts all ranges in one file when asked", async () => {
    expect(await parts({ mode: "ranges", ranges: "7, 2-3", oneFile: true })).toEqual([
      { name: "book-pages-7_2-3.pdf", texts: ["7", "2", "3"] },
    ]);
  });

  it("splits every N pages, the last part shorter", async () => {
    expect(await parts({ mode: "every", every: 4 })).toEqual([
      { name: "book-pages-1-4.pdf", texts: ["1", "2", "3", "4"] },
      { name: "book-pages-5-8.pdf", texts: ["5", "6", "7", "8"] },
      { name: "book-page-9.pdf", texts: ["9"] },
    ]);
    await expect(parts({ mode: "every", every: 0 })).rejects.toThrow(
      "Enter how many pages each part should have",
    );
  });

  it("extracts selected pages in page order, refusing pages outside the document", async () => {
    expect(await parts({ mode: "pages", pages: [6, 0, 3] })).toEqual([
      { name: "book-selected-pages.pdf", texts: ["1", "4", "7"] },
    ]);
    await expect(parts({ mode: "pages", pages: [9] })).rejects.toThrow(
      "Page 10 is not in this document; it has 9 pages.",
    );
  });

  it("keeps odd or even pages", async () => {
    expect(await parts({ mode: "odd" }, 5)).toEqual([{ name: "book-odd-pages.pdf", texts: ["1", "3", "5"] }]);
    expect(await parts({ mode: "even" }, 5)).toEqual([{ name: "book-even-pages.pdf", texts: ["2", "4"] }]);
    await expect(parts({ mode: "even" }, 1)).rejects.toThrow("This document has no even pages.");
  });

  it("opens a locked file with its password", async () => {
    const locked = await labelledPdf("L", 3, { password: "pw" });
    await expect(splitPdf(input("locked.pdf", locked), { mode: "odd" })).rejects.toThrow(
      '"locked.pdf" is protected by a password. Enter it to continue.',
    );
    const result = await splitPdf(input("locked.pdf", locked, "pw"), { mode: "odd" });
    const part = await PDFDocument.load(result.outputs[0]!.bytes, { password: "pw" });
    expect(allPageTexts(part)).toEqual(["L page 1", "L page 3"]);
  });

  it("gives each part the bookmarks of its own pages and the source's document properties", async () => {
    const source = await PDFDocument.load(await labelledPdf("M", 4, { bookmarks: true }));
    source.setTitle("Annual report");
    const result = await splitPdf(input("book.pdf", await source.save()), { mode: "every", every: 2 });
    const docs = await Promise.all(result.outputs.map((o) => PDFDocument.load(o.bytes)));
    expect(docs.map(bookmarkLines)).toEqual([
      ["M chapter 1 -> 1", "M chapter 2 -> 2"],
      ["M chapter 3 -> 1", "M chapter 4 -> 2"],
    ]);
    expect(docs.map((d) => d.getTitle())).toEqual(["Annual report", "Annual report"]);
  });
});
