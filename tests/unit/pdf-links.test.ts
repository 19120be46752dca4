import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { mergePdfs } from "@/lib/pdf/merge";
import { splitPdf } from "@/lib/pdf/split";
import { allPageTexts, input, internalLinks, linkedPdf, pageObjects } from "../support/pdf-fixtures";

// The worker's merge and split, run in Node on generated files with internal links of every kind.
const open = async (bytes: Uint8Array) => PDFDocument.load(bytes);

describe("internal links after split and merge", () => {
  it("split: links to kept pages go to their new place, links to dropped pages are removed", async () => {
    // Page 1 links to 3 (destination) and 5 (GoTo action); page 3 to 1 (named destination); page 4 to 2.
    const book = await linkedPdf("L", 5, [
      [1, 3, "dest"],
      [1, 5, "goto"],
      [3, 1, "named"],
      [4, 2, "dest"],
    ]);
    const result = await splitPdf(input("book.pdf", book), {
      mode: "ranges",
      ranges: "1, 3-5",
      oneFile: true,
    });
    const doc = await open(result.outputs[0]!.bytes);
    expect(allPageTexts(doc)).toEqual(["L page 1", "L page 3", "L page 4", "L page 5"]);
    expect(internalLinks(doc)).toEqual([[2, 4], [1], [], []]);
    // No stray copy of page 2 came along with the link that pointed at it.
    expect(pageObjects(doc)).toBe(4);
  });

  it("split into several parts: each part's links go within that part", async () => {
    const book = await linkedPdf("L", 4, [
      [1, 2, "goto"],
      [3, 4, "named"],
      [4, 1, "dest"],
    ]);
    const result = await splitPdf(input("book.pdf", book), { mode: "every", every: 2 });
    const parts = await Promise.all(result.outputs.map((o) => open(o.bytes)));
    expect(parts.map(internalLinks)).toEqual([
      [[2], []],
      [[2], []],
    ]);
    expect(parts.map(pageObjects)).toEqual([2, 2]);
  });

  it("merge: links follow their pages to the new order, across files and a dropped page", async () => {
    const a = await linkedPdf("A", 3, [
      [1, 3, "dest"],
      [3, 2, "goto"],
    ]);
    const b = await linkedPdf("B", 2, [[2, 1, "named"]]);
    const result = await mergePdfs([input("a.pdf", a), input("b.pdf", b)], {
      pages: [
        { file: 1, page: 1 },
        { file: 0, page: 2 },
        { file: 1, page: 0 },
        { file: 0, page: 0 },
      ],
    });
    const doc = await open(result.outputs[0]!.bytes);
    expect(allPageTexts(doc)).toEqual(["B page 2", "A page 3", "B page 1", "A page 1"]);
    // B2 -> B1 (now 3); A3 -> A2 was dropped; A1 -> A3 (now 2).
    expect(internalLinks(doc)).toEqual([[3], [], [], [2]]);
    expect(pageObjects(doc)).toBe(4);
  });
});
