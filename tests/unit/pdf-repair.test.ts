import { spawnSync } from "node:child_process";
import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { PdfProblem } from "@/lib/pdf/errors";
import { repairPdf } from "@/lib/pdf/repair";
import { allPageTexts, input, labelledPdf } from "../support/pdf-fixtures";
import { bytesOf, cutOffPdf, latin1, plainPdf } from "../support/pdf-damage";
import { readSaved } from "../support/pdf-readers";

// Repair PDF on files damaged three ways, as files are: a cross-reference table that points nowhere, a
// download cut off before its end, a page whose content is garbled. qpdf (Debian's) finds the damage in
// each input and none in each output.

const qpdfStatus = (bytes: Uint8Array) =>
  readSaved(bytes, (file) => spawnSync("qpdf", ["--check", file]).status);

async function repaired(bytes: Uint8Array) {
  const result = await repairPdf(input("damaged.pdf", bytes), {});
  expect(qpdfStatus(result.outputs[0]!.bytes)).toBe(0);
  return { result, texts: allPageTexts(await PDFDocument.load(result.outputs[0]!.bytes)) };
}

describe("Repair PDF", () => {
  it("rewrites a file whose cross-reference table points nowhere", async () => {
    const text = latin1(await plainPdf("X", 3));
    const broken = bytesOf(
      text.replace(/startxref\s+\d+/, "startxref\n999999").replace(/\d{10} 00000 n/g, "0000000001 00000 n"),
    );
    expect(qpdfStatus(broken)).not.toBe(0);
    const { result, texts } = await repaired(broken);
    expect(texts).toEqual(["X page 1", "X page 2", "X page 3"]);
    expect(result.notes).toEqual(["3 of 3 pages were read and written into a new, well-formed file."]);
    expect(result.outputs[0]!.name).toBe("damaged-repaired.pdf");
  });

  it("keeps the pages of a file cut off before its end, and names those it lost", async () => {
    const cut = await cutOffPdf("T", 6);
    expect(qpdfStatus(cut)).not.toBe(0);
    const { result, texts } = await repaired(cut);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts).toEqual(texts.map((_, i) => `T page ${i + 1}`));
    const lost = Array.from({ length: 6 - texts.length }, (_, i) => texts.length + i + 1);
    expect(result.notes).toEqual([
      `${texts.length} of 6 pages were read and written into a new, well-formed file.`,
      `${lost.length === 1 ? "Page" : "Pages"} ${lost.join(", ")} could not be read and ${lost.length === 1 ? "is" : "are"} missing.`,
    ]);
  });

  it("leaves out a page whose content is garbled, and says which", async () => {
    const text = latin1(await plainPdf("G", 3));
    // The pages' content streams are the file's deflated streams, in page order: the second one garbled.
    const starts = [...text.matchAll(/\/Filter \/FlateDecode[^]*?stream\r?\n/g)].map(
      (m) => m.index! + m[0].length,
    );
    expect(starts).toHaveLength(3);
    const at = starts[1]!;
    const garbled = bytesOf(text.slice(0, at) + "\x00\xff\x13garbage!" + text.slice(at + 11));
    const result = await repairPdf(input("damaged.pdf", garbled), {});
    expect(allPageTexts(await PDFDocument.load(result.outputs[0]!.bytes))).toEqual(["G page 1", "G page 3"]);
    expect(result.notes).toEqual([
      "2 of 3 pages were read and written into a new, well-formed file.",
      "Page 2 could not be read and is missing.",
    ]);
  });

  it("refuses what holds no page at all, and asks for a locked file's password", async () => {
    const problem = (error: unknown) => (error as { problem: PdfProblem }).problem;
    await expect(
      repairPdf(input("junk.pdf", bytesOf("%PDF-1.7\nnothing to see here\n%%EOF")), {}).catch(problem),
    ).resolves.toMatchObject({ code: "corrupt" });
    await expect(
      repairPdf(input("locked.pdf", await labelledPdf("L", 1, { password: "pw" })), {}).catch(problem),
    ).resolves.toMatchObject({ code: "encrypted" });
  });
});
