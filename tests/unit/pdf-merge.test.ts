import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfJobError } from "@/lib/pdf/errors";
import { mergePdfs } from "@/lib/pdf/merge";
import type { Progress } from "@/lib/pdf/types";
import { allPageTexts, bookmarkLines, input, labelledPdf } from "../support/pdf-fixtures";

async function merged(result: Awaited<ReturnType<typeof mergePdfs>>, password?: string) {
  expect(result.outputs).toHaveLength(1);
  const doc = await PDFDocument.load(result.outputs[0]!.bytes, { password });
  expect(result.outputs[0]!.pages).toBe(doc.getPageCount());
  return doc;
}

describe("merge", () => {
  it("keeps every page of every file, in file order, and reports named stages", async () => {
    const stages: Progress[] = [];
    const result = await mergePdfs(
      [input("a.pdf", await labelledPdf("A", 2)), input("b.pdf", await labelledPdf("B", 3))],
      {},
      (p) => stages.push(p),
    );
    expect(allPageTexts(await merged(result))).toEqual([
      "A page 1",
      "A page 2",
      "B page 1",
      "B page 2",
      "B page 3",
    ]);
    expect(stages.map((s) => s.stage)).toEqual(
      expect.arrayContaining(["Reading files", "Copying pages", "Saving"]),
    );
  });

  it("follows a chosen page order across files, turns and drops pages", async () => {
    const result = await mergePdfs(
      [input("a.pdf", await labelledPdf("A", 3)), input("b.pdf", await labelledPdf("B", 2))],
      {
        pages: [
          { file: 1, page: 1 },
          { file: 0, page: 2, rotate: 90 },
          { file: 0, page: 0 },
        ],
      },
    );
    const doc = await merged(result);
    expect(allPageTexts(doc)).toEqual(["B page 2", "A page 3", "A page 1"]);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90, 0]);
  });

  it("keeps bookmarks pointing at their pages' new places, and drops those whose page was left out", async () => {
    const result = await mergePdfs(
      [
        input("a.pdf", await labelledPdf("A", 2, { bookmarks: true })),
        input("b.pdf", await labelledPdf("B", 2, { bookmarks: true })),
      ],
      {
        pages: [
          { file: 1, page: 0 },
          { file: 0, page: 1 },
          { file: 1, page: 1 },
        ],
      },
    );
    expect(bookmarkLines(await merged(result))).toEqual([
      "A chapter 2 -> 2",
      "B chapter 1 -> 1",
      "B chapter 2 -> 3",
    ]);
  });

  it("adds one bookmark per file, with the file's own bookmarks beneath it", async () => {
    const result = await mergePdfs(
      [
        input("report.pdf", await labelledPdf("A", 2, { bookmarks: true })),
        input("annex.pdf", await labelledPdf("B", 1)),
      ],
      { bookmarkPerFile: true },
    );
    expect(bookmarkLines(await merged(result))).toEqual([
      "report -> 1",
      "  A chapter 1 -> 1",
      "  A chapter 2 -> 2",
      "annex -> 3",
    ]);
  });

  it("refuses fewer than two files and more than the limit", async () => {
    const one = [input("a.pdf", await labelledPdf("A", 1))];
    await expect(mergePdfs(one, {})).rejects.toThrow("Choose at least two PDFs to merge.");
    const many = Array.from({ length: 51 }, (_, i) => input(`${i}.pdf`, one[0]!.bytes));
    await expect(mergePdfs(many, {})).rejects.toThrow("You chose 51 PDFs; the limit is 50 per merge.");
  });

  it("names a damaged file and asks for the password of a locked one", async () => {
    const good = input("good.pdf", await labelledPdf("A", 1));
    const broken = input("broken.pdf", new TextEncoder().encode("%PDF-1.7\nthis is not really a pdf"));
    await expect(mergePdfs([good, broken], {})).rejects.toThrow(/"broken.pdf" is damaged/);
    const locked = await labelledPdf("L", 2, { password: "s3cret" });
    const error = await mergePdfs([good, input("locked.pdf", locked)], {}).catch((e: PdfJobError) => e);
    expect(error).toBeInstanceOf(PdfJobError);
    expect((error as PdfJobError).problem).toMatchObject({ code: "encrypted", fileName: "locked.pdf" });
    await expect(mergePdfs([good, input("locked.pdf", locked, "wrong")], {})).rejects.toThrow(
      'The password for "locked.pdf" is not right. Try again.',
    );
    const opened = await mergePdfs([good, input("locked.pdf", locked, "s3cret")], {});
    // The merged file is locked with the same password (pdf-protection-kept.test.ts).
    expect(allPageTexts(await merged(opened, "s3cret"))).toEqual(["A page 1", "L page 1", "L page 2"]);
  });
});
