import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { deletePages, extractPages } from "@/lib/pdf/extract";
import type { PageSelection } from "@/lib/pdf/selection";
import {
  allPageTexts,
  bookmarkLines,
  input,
  internalLinks,
  labelledPdf,
  linkedPdf,
  pageObjects,
} from "../support/pdf-fixtures";

type Tool = typeof extractPages | typeof deletePages;

async function run(tool: Tool, pages: PageSelection, bytes: Uint8Array, name = "book.pdf") {
  const result = await tool(input(name, bytes), { pages });
  expect(result.outputs).toHaveLength(1);
  const [output] = result.outputs;
  const doc = await PDFDocument.load(output!.bytes);
  expect(output!.pages).toBe(doc.getPageCount());
  return {
    name: output!.name,
    doc,
    pages: allPageTexts(doc).map((t) => Number(t.replace(/^\w+ page /, ""))),
  };
}

const ranges = (text: string): PageSelection => ({ mode: "ranges", ranges: text });

describe("extract pages", () => {
  it("copies the typed pages into a new file, in document order", async () => {
    const stages: string[] = [];
    await extractPages(input("b.pdf", await labelledPdf("B", 3)), { pages: ranges("2") }, (p) =>
      stages.push(p.stage),
    );
    expect(stages).toEqual(["Reading the file", "Copying pages", "Saving"]);
    const result = await run(extractPages, ranges("10-, 1-3, 8"), await labelledPdf("B", 12));
    expect(result.name).toBe("book-extracted.pdf");
    expect(result.pages).toEqual([1, 2, 3, 8, 10, 11, 12]);
    // Only the kept pages' objects are written.
    expect(pageObjects(result.doc)).toBe(7);
  });

  it("copies picked pages once each, in document order", async () => {
    const result = await run(extractPages, { mode: "pages", pages: [6, 0, 3, 0] }, await labelledPdf("B", 9));
    expect(result.pages).toEqual([1, 4, 7]);
  });

  it("keeps internal links and bookmarks to kept pages, and drops those to pages left out", async () => {
    const linked = await linkedPdf("L", 5, [
      [1, 3, "dest"],
      [1, 2, "goto"],
      [3, 5, "named"],
      [5, 1, "dest"],
    ]);
    const result = await run(extractPages, ranges("1, 3, 5"), linked);
    expect(result.pages).toEqual([1, 3, 5]);
    expect(internalLinks(result.doc)).toEqual([[2], [3], [1]]);
    expect(pageObjects(result.doc)).toBe(3);

    const marked = await run(extractPages, ranges("2, 4"), await labelledPdf("M", 5, { bookmarks: true }));
    expect(bookmarkLines(marked.doc)).toEqual(["M chapter 2 -> 1", "M chapter 4 -> 2"]);
  });

  it("refuses a selection that does not fit the document, by name", async () => {
    const book = await labelledPdf("B", 5);
    await expect(run(extractPages, ranges("1-2, 7"), book)).rejects.toThrow(
      '"7" goes past the last page; this document has 5 pages.',
    );
    await expect(run(extractPages, ranges(""), book)).rejects.toThrow(
      'Enter the pages to keep, for example "1-3, 5, 8-".',
    );
    await expect(run(extractPages, { mode: "pages", pages: [] }, book)).rejects.toThrow(
      "Select at least one page.",
    );
  });

  it("writes the edited document properties, or keeps the source's", async () => {
    const source = await PDFDocument.load(await labelledPdf("B", 3));
    source.setTitle("Annual report");
    source.setKeywords(["money", "plans"]);
    const bytes = await source.save();
    const kept = await run(extractPages, ranges("2"), bytes);
    expect([kept.doc.getTitle(), kept.doc.getKeywords()]).toEqual(["Annual report", "money plans"]);
    const result = await extractPages(input("b.pdf", bytes), {
      pages: ranges("2"),
      metadata: { title: "Page two", author: "Bo", subject: "", keywords: "" },
    });
    const edited = await PDFDocument.load(result.outputs[0]!.bytes, { updateMetadata: false });
    expect([edited.getTitle(), edited.getAuthor(), edited.getProducer()]).toEqual([
      "Page two",
      "Bo",
      "Creatorkit",
    ]);
  });

  it("opens a locked file with its password", async () => {
    const locked = await labelledPdf("L", 3, { password: "pw" });
    await expect(run(extractPages, ranges("2"), locked, "l.pdf")).rejects.toThrow(
      '"l.pdf" is protected by a password. Enter it to continue.',
    );
    const result = await extractPages(input("l.pdf", locked, "pw"), { pages: ranges("2-3") });
    // Still locked (pdf-protection-kept.test.ts): it opens with the same password.
    const doc = await PDFDocument.load(result.outputs[0]!.bytes, { password: "pw" });
    expect(allPageTexts(doc)).toEqual(["L page 2", "L page 3"]);
  });
});

describe("delete pages", () => {
  it("removes the typed or picked pages and keeps the rest in order", async () => {
    const book = await labelledPdf("B", 8);
    const typed = await run(deletePages, ranges("2, 4-5, 8-"), book);
    expect(typed.name).toBe("book-pages-deleted.pdf");
    expect(typed.pages).toEqual([1, 3, 6, 7]);
    expect(pageObjects(typed.doc)).toBe(4);
    const picked = await run(deletePages, { mode: "pages", pages: [0, 7] }, book);
    expect(picked.pages).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("drops links and bookmarks to the deleted pages and re-points the others", async () => {
    const linked = await linkedPdf("L", 4, [
      [1, 4, "goto"],
      [1, 2, "dest"],
      [4, 3, "named"],
    ]);
    const result = await run(deletePages, ranges("2"), linked);
    expect(result.pages).toEqual([1, 3, 4]);
    expect(internalLinks(result.doc)).toEqual([[3], [], [2]]);
    const marked = await run(deletePages, ranges("1, 3"), await labelledPdf("M", 3, { bookmarks: true }));
    expect(bookmarkLines(marked.doc)).toEqual(["M chapter 2 -> 1"]);
  });

  it("refuses to delete every page", async () => {
    const book = await labelledPdf("B", 3);
    const everything: PageSelection[] = [
      ranges("1-"),
      ranges("1, 2-3, 2"),
      { mode: "pages", pages: [2, 1, 0] },
    ];
    for (const pages of everything) {
      await expect(run(deletePages, pages, book)).rejects.toThrow(
        "You cannot delete every page: at least one must remain.",
      );
    }
    await expect(run(deletePages, ranges("0"), book)).rejects.toThrow('"0": pages are numbered from 1.');
  });
});
