import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { type RotateOptions, rotatePdf } from "@/lib/pdf/rotate";
import { allPageTexts, input, labelledPdf } from "../support/pdf-fixtures";
import { type PageShape, rotations, shapedPdf } from "../support/pdf-rotate-fixtures";

const PORTRAIT: PageShape = { size: [300, 400] };
const LANDSCAPE: PageShape = { size: [400, 300] };
// Seen landscape: a portrait page turned a quarter. Seen portrait: a landscape sheet cropped to a tall strip.
const TURNED_PORTRAIT: PageShape = { size: [300, 400], rotate: 90 };
const CROPPED_LANDSCAPE: PageShape = { size: [400, 300], crop: [0, 0, 100, 300] };
const SQUARE: PageShape = { size: [300, 300] };
const mixed = () => shapedPdf("M", [PORTRAIT, LANDSCAPE, TURNED_PORTRAIT, CROPPED_LANDSCAPE, SQUARE]);

async function rotate(bytes: Uint8Array, options: RotateOptions, name = "book.pdf") {
  const result = await rotatePdf(input(name, bytes), options);
  const [output] = result.outputs;
  const doc = await PDFDocument.load(output!.bytes);
  expect(output!.pages).toBe(doc.getPageCount());
  return { name: output!.name, doc, angles: rotations(doc) };
}

describe("rotate", () => {
  it("turns every page clockwise, keeping their content and order", async () => {
    const stages: string[] = [];
    const result = await rotatePdf(
      input("report.pdf", await labelledPdf("R", 3)),
      { angle: 90, pages: { mode: "all" } },
      (p) => stages.push(p.stage),
    );
    expect(stages).toEqual(["Reading the file", "Turning pages", "Saving"]);
    expect(result.outputs.map((o) => o.name)).toEqual(["report-rotated.pdf"]);
    const doc = await PDFDocument.load(result.outputs[0]!.bytes);
    expect(rotations(doc)).toEqual([90, 90, 90]);
    expect(allPageTexts(doc)).toEqual(["R page 1", "R page 2", "R page 3"]);
  });

  it("turns only the typed pages and leaves the others as they were", async () => {
    const { angles, doc } = await rotate(await labelledPdf("R", 6), {
      angle: 270,
      pages: { mode: "ranges", ranges: "2, 4-" },
    });
    expect(angles).toEqual([0, 270, 0, 270, 270, 270]);
    expect(allPageTexts(doc)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `R page ${n}`));
  });

  it("turns only the picked pages", async () => {
    const { angles } = await rotate(await labelledPdf("R", 4), {
      angle: 180,
      pages: { mode: "pages", pages: [3, 0] },
    });
    expect(angles).toEqual([180, 0, 0, 180]);
  });

  it("adds to the turn a page already has, its own or inherited, and normalises odd values", async () => {
    const shapes: PageShape[] = [
      { size: [300, 400], rotate: 270 },
      { size: [300, 400], rotate: -90 },
      { size: [300, 400], rotate: 450 },
      { size: [300, 400], rotate: 45 },
      { size: [300, 400] },
    ];
    const turned = await rotate(await shapedPdf("T", shapes, { inheritedRotate: 180 }), {
      angle: 180,
      pages: { mode: "ranges", ranges: "1-4" },
    });
    // 270+180, -90 (270)+180, 450 (90)+180, 45 (not a quarter turn: none)+180; page 5 keeps the inherited 180.
    expect(turned.angles).toEqual([90, 90, 270, 180, 180]);
    const inherited = await rotate(await shapedPdf("T", [PORTRAIT, PORTRAIT], { inheritedRotate: 90 }), {
      angle: 90,
      pages: { mode: "ranges", ranges: "1" },
    });
    expect(inherited.angles).toEqual([180, 90]);
  });

  it("turns landscape or portrait pages only, as they look with their rotation and crop box", async () => {
    const landscape = await rotate(await mixed(), { angle: 90, pages: { mode: "all" }, only: "landscape" });
    expect(landscape.angles).toEqual([0, 90, 180, 0, 0]);
    const portrait = await rotate(await mixed(), { angle: 270, pages: { mode: "all" }, only: "portrait" });
    expect(portrait.angles).toEqual([270, 0, 90, 270, 0]);
    // Within a selection: of pages 1-3, only the landscape ones.
    const some = await rotate(await mixed(), {
      angle: 180,
      pages: { mode: "ranges", ranges: "1-2" },
      only: "landscape",
    });
    expect(some.angles).toEqual([0, 180, 90, 0, 0]);
  });

  it("says so when the shortcut finds no page of that orientation", async () => {
    const portraitOnly = await labelledPdf("P", 3);
    await expect(
      rotatePdf(input("p.pdf", portraitOnly), { angle: 90, pages: { mode: "all" }, only: "landscape" }),
    ).rejects.toThrow("This document has no landscape pages.");
    await expect(
      rotatePdf(input("m.pdf", await mixed()), {
        angle: 90,
        pages: { mode: "ranges", ranges: "2-3" },
        only: "portrait",
      }),
    ).rejects.toThrow("None of the pages you chose is portrait.");
  });

  it("refuses a bad selection or angle with a clear message", async () => {
    const book = await labelledPdf("R", 4);
    await expect(
      rotatePdf(input("b.pdf", book), { angle: 90, pages: { mode: "ranges", ranges: "2, 9" } }),
    ).rejects.toThrow('"9" goes past the last page; this document has 4 pages.');
    await expect(
      rotatePdf(input("b.pdf", book), { angle: 45 as RotateOptions["angle"], pages: { mode: "all" } }),
    ).rejects.toThrow("Choose how far to turn the pages: 90° clockwise, 180° or 90° counter-clockwise.");
  });

  it("writes the document properties the visitor edited, or keeps the file's own", async () => {
    const source = await PDFDocument.create();
    source.addPage();
    source.setTitle("Old title");
    source.setAuthor("Ann");
    const bytes = await source.save();
    const edited = await rotate(bytes, {
      angle: 90,
      pages: { mode: "all" },
      metadata: { title: "New title", author: "", subject: "Q3", keywords: "a, b" },
    });
    expect([edited.doc.getTitle(), edited.doc.getAuthor(), edited.doc.getSubject()]).toEqual([
      "New title",
      "",
      "Q3",
    ]);
    const kept = await rotate(bytes, { angle: 90, pages: { mode: "all" } });
    expect([kept.doc.getTitle(), kept.doc.getAuthor()]).toEqual(["Old title", "Ann"]);
  });

  it("opens a locked file with its password", async () => {
    const locked = await labelledPdf("L", 2, { password: "pw" });
    await expect(rotatePdf(input("l.pdf", locked), { angle: 90, pages: { mode: "all" } })).rejects.toThrow(
      '"l.pdf" is protected by a password. Enter it to continue.',
    );
    const result = await rotatePdf(input("l.pdf", locked, "pw"), { angle: 90, pages: { mode: "all" } });
    // Still locked (pdf-protection-kept.test.ts): it opens with the same password.
    const doc = await PDFDocument.load(result.outputs[0]!.bytes, { password: "pw" });
    expect(rotations(doc)).toEqual([90, 90]);
    expect(allPageTexts(doc)).toEqual(["L page 1", "L page 2"]);
  });
});
