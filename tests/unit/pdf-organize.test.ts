import { PDFArray, PDFDict, PDFDocument, PDFName, degrees } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { PDF_LIMITS } from "@/lib/pdf/limits";
import { type OrganizeOptions, organizePdf } from "@/lib/pdf/organize";

const MAX_PLANNED_PAGES = PDF_LIMITS.maxOrganizedPages;
import type { Progress } from "@/lib/pdf/types";
import { act, planOf, tilesOf } from "@/components/tools/pdf/organize-tiles";
import {
  allPageTexts,
  bookmarkLines,
  input,
  internalLinks,
  labelledPdf,
  linkedPdf,
  pageObjects,
} from "../support/pdf-fixtures";

async function organized(bytes: Uint8Array, options: OrganizeOptions) {
  const result = await organizePdf(input("book.pdf", bytes), options);
  expect(result.outputs).toHaveLength(1);
  const output = result.outputs[0]!;
  const doc = await PDFDocument.load(output.bytes);
  expect(output.pages).toBe(doc.getPageCount());
  return { name: output.name, doc };
}

const turns = (doc: PDFDocument) => doc.getPages().map((p) => p.getRotation().angle);
const sizes = (doc: PDFDocument) => doc.getPages().map((p) => [p.getWidth(), p.getHeight()]);

/** Five pages; page 2 is wide and page 4 is already turned a quarter. */
async function mixedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf("M", 5));
  doc.getPage(1).setSize(500, 200);
  doc.getPage(3).setRotation(degrees(90));
  return doc.save();
}

describe("organize", () => {
  it("writes the pages in the planned order, leaving out deleted ones, with named stages", async () => {
    const stages: Progress[] = [];
    const result = await organizePdf(
      input("book.pdf", await labelledPdf("B", 5)),
      { plan: [{ page: 2 }, { page: 0 }, { page: 4 }, { page: 1 }] },
      (p) => stages.push(p),
    );
    expect(result.outputs[0]!.name).toBe("book-organized.pdf");
    const doc = await PDFDocument.load(result.outputs[0]!.bytes);
    expect(allPageTexts(doc)).toEqual(["B page 3", "B page 1", "B page 5", "B page 2"]);
    expect([...new Set(stages.map((s) => s.stage))]).toEqual([
      "Reading the file",
      "Copying pages",
      "Arranging pages",
      "Saving",
    ]);
  });

  it("duplicates a page, sharing its fonts rather than copying them twice", async () => {
    const { doc } = await organized(await labelledPdf("B", 3), {
      plan: [{ page: 0 }, { page: 1 }, { page: 1 }, { page: 2 }],
    });
    expect(allPageTexts(doc)).toEqual(["B page 1", "B page 2", "B page 2", "B page 3"]);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("Font"));
    expect(fonts).toHaveLength(1);
  });

  it("adds the turn to the page's own rotation", async () => {
    const { doc } = await organized(await mixedPdf(), {
      plan: [{ page: 3, rotate: 90 }, { page: 0, rotate: 270 }, { page: 3, rotate: 0 }, { page: 4 }],
    });
    expect(allPageTexts(doc)).toEqual(["M page 4", "M page 1", "M page 4", "M page 5"]);
    expect(turns(doc)).toEqual([180, 270, 90, 0]);
  });

  it("inserts blank pages the size their neighbour looks, and turns them when asked", async () => {
    const { doc } = await organized(await mixedPdf(), {
      plan: [{ page: 0 }, { blankLike: 0 }, { page: 1 }, { blankLike: 1, rotate: 90 }, { blankLike: 3 }],
    });
    expect(allPageTexts(doc)).toEqual(["M page 1", "", "M page 2", "", ""]);
    expect(sizes(doc)).toEqual([
      [300, 400],
      [300, 400],
      [500, 200],
      [500, 200],
      // Page 4 is 300 × 400 turned a quarter: it shows as 400 wide, and so does its blank, unturned.
      [400, 300],
    ]);
    expect(turns(doc)).toEqual([0, 0, 0, 90, 0]);
    expect(doc.getPage(1).node.Contents()).toBeUndefined();
  });

  it("keeps internal links whose page is kept, pointing at its new place, and removes the others", async () => {
    // Page 1 links to page 3, page 2 to page 4 (a GoTo action), page 3 to page 1 (a named destination).
    const source = await linkedPdf("L", 4, [
      [1, 3, "dest"],
      [2, 4, "goto"],
      [3, 1, "named"],
    ]);
    const { doc } = await organized(source, {
      plan: [{ page: 2 }, { page: 0 }, { page: 0 }, { page: 1 }],
    });
    expect(allPageTexts(doc)).toEqual(["L page 3", "L page 1", "L page 1", "L page 2"]);
    // Links go to the first copy of their page; page 4 was deleted, so page 2's link went with it.
    expect(internalLinks(doc)).toEqual([[2], [1], [1], []]);
    expect(pageObjects(doc)).toBe(4);
    // Each copy of page 1 has its own link annotation.
    const annots = (i: number) =>
      doc.getPage(i).node.lookup(PDFName.of("Annots"), PDFArray).get(0).toString();
    expect(annots(1)).not.toBe(annots(2));
  });

  it("keeps bookmarks of kept pages and writes the document properties", async () => {
    const { doc } = await organized(await labelledPdf("B", 3, { bookmarks: true }), {
      plan: [{ page: 2 }, { page: 0 }],
      metadata: { title: "Reordered", author: "Ann", subject: "", keywords: "a, b" },
    });
    expect(bookmarkLines(doc)).toEqual(["B chapter 1 -> 2", "B chapter 3 -> 1"]);
    expect(doc.getTitle()).toBe("Reordered");
    expect(doc.getAuthor()).toBe("Ann");
    expect(doc.getKeywords()).toBe("a b");
  });

  it("opens a locked file with its password", async () => {
    const locked = await labelledPdf("L", 2, { password: "pw" });
    await expect(organizePdf(input("locked.pdf", locked), { plan: [{ page: 0 }] })).rejects.toThrow(
      '"locked.pdf" is protected by a password. Enter it to continue.',
    );
    const result = await organizePdf(input("locked.pdf", locked, "pw"), { plan: [{ page: 1 }, { page: 0 }] });
    const doc = await PDFDocument.load(result.outputs[0]!.bytes, { password: "pw" });
    expect(allPageTexts(doc)).toEqual(["L page 2", "L page 1"]);
  });

  it("refuses plans it cannot write, saying what is wrong", async () => {
    const bytes = await labelledPdf("B", 3);
    const attempt = (plan: unknown) =>
      organizePdf(input("book.pdf", bytes), { plan } as OrganizeOptions).catch((e: Error) => e.message);
    expect(await attempt([])).toBe("Keep at least one page.");
    expect(await attempt(undefined)).toBe("Keep at least one page.");
    expect(await attempt([{ page: 0 }, { page: 3 }])).toBe(
      "Position 2 asks for page 4, but this document has 3 pages.",
    );
    expect(await attempt([{ blankLike: -1 }])).toBe(
      "Position 1 asks for page 0, but this document has 3 pages.",
    );
    expect(await attempt([{ page: 1.5 }])).toBe("Position 1 does not name a page.");
    expect(await attempt([null])).toBe("Position 1 does not name a page.");
    expect(await attempt([{ page: 0, rotate: 45 }])).toBe(
      "Position 1 is turned by 45; pages turn by 0, 90, 180 or 270 degrees.",
    );
    expect(await attempt(Array.from({ length: MAX_PLANNED_PAGES + 1 }, () => ({ page: 0 })))).toBe(
      `The new document would have ${MAX_PLANNED_PAGES + 1} pages; the limit is ${MAX_PLANNED_PAGES}.`,
    );
  });
});

describe("the arranger's tiles", () => {
  it("name copies and blank pages apart, and become the plan in their order", () => {
    let tiles = tilesOf(3);
    tiles = act(tiles, "duplicate", 1);
    tiles = act(tiles, "duplicate", 1);
    tiles = act(tiles, "rotate", 0);
    tiles = act(tiles, "blank", 0);
    tiles = act(tiles, "blank", 4);
    tiles = act(tiles, "later", 0);
    expect(tiles.map((t) => t.label)).toEqual([
      "Blank page",
      "Page 1",
      "Page 2",
      "Page 2 (copy 2)",
      "Page 2 (copy)",
      "Blank page (2)",
      "Page 3",
    ]);
    expect(planOf(tiles)).toEqual([
      { blankLike: 0, rotate: 90 },
      { page: 0, rotate: 90 },
      { page: 1, rotate: 0 },
      { page: 1, rotate: 0 },
      { page: 1, rotate: 0 },
      { blankLike: 1, rotate: 0 },
      { page: 2, rotate: 0 },
    ]);
  });

  it("never deletes the last page", () => {
    const one = act(tilesOf(2), "delete", 0);
    expect(one.map((t) => t.label)).toEqual(["Page 2"]);
    expect(act(one, "delete", 0)).toBe(one);
  });
});
