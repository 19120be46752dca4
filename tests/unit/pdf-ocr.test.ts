import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ocrPdf } from "@/lib/pdf/ocr/ocr";
import { searchableImagesToPdf } from "@/lib/pdf/ocr/searchable-images";
import type { PdfProblem } from "@/lib/pdf/errors";
import { labelledPdf } from "../support/pdf-fixtures";
import { KNOWN_TEXT, scanImage, scannedPdf, typesetPdf } from "../support/ocr-fixtures";
import { nodeOcrEngine } from "../support/ocr-engine";
import { ghostscriptPng, pdftotext } from "../support/pdf-readers";

// Make a scanned PDF searchable: pages drawn by Ghostscript, recognised by tesseract.js with the shipped
// English data, and the output read back by poppler's pdftotext and by pypdf (Debian's python3-pypdf),
// checked by `qpdf --check`, and drawn again by Ghostscript to show the page looks as it did.

const dir = mkdtempSync(path.join(tmpdir(), "pdf-ocr-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function saved(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Each word's box on the page as poppler reads it (points, from the top-left corner a reader sees). */
function wordBoxes(file: string): Map<string, { x: number; y: number }> {
  const html = spawnSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" }).stdout;
  const boxes = new Map<string, { x: number; y: number }>();
  for (const [, x, y, word] of html.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]+)</g)) {
    if (!boxes.has(word!)) boxes.set(word!, { x: Number(x), y: Number(y) });
  }
  return boxes;
}

async function ocr(bytes: Uint8Array, pages: { mode: "all" } = { mode: "all" }) {
  return ocrPdf({ name: "scan.pdf", bytes }, { pages, language: "eng" }, nodeOcrEngine);
}

describe("OCR: make a scanned PDF searchable", { timeout: 120_000 }, () => {
  it("lays the recognised words over the page, invisible, where they are seen", async () => {
    const scan = await scannedPdf();
    const input = saved("scan.pdf", scan);
    expect(pdftotext(input).trim()).toBe("");

    const stages: string[] = [];
    const result = await ocrPdf(
      { name: "scan.pdf", bytes: scan },
      { pages: { mode: "all" }, language: "eng" },
      nodeOcrEngine,
      (p) => {
        if (stages.at(-1) !== p.stage) stages.push(p.stage);
      },
    );
    expect(stages).toEqual(["Reading the file", "Loading the OCR engine", "Recognising text", "Saving"]);
    expect(result.notes).toEqual([]);
    const [output] = result.outputs;
    expect(output!.name).toBe("scan-ocr.pdf");
    const file = saved("scan-ocr.pdf", output!.bytes);

    expect(spawnSync("qpdf", ["--check", file]).status).toBe(0);
    expect(words(pdftotext(file))).toEqual(words(KNOWN_TEXT.join(" ")));
    const pypdf = spawnSync(
      "/usr/bin/python3",
      ["-c", "import sys, pypdf; print(pypdf.PdfReader(sys.argv[1]).pages[0].extract_text())", file],
      { encoding: "utf8" },
    );
    expect(pypdf.stderr).toBe("");
    expect(words(pypdf.stdout)).toEqual(words(KNOWN_TEXT.join(" ")));
    // Invisible: the page draws exactly as the scan did.
    expect(Buffer.from(ghostscriptPng(file, 0, 50)).equals(Buffer.from(ghostscriptPng(input, 0, 50)))).toBe(
      true,
    );
    // Where the typeset original had each word, within a point or two.
    const typeset = wordBoxes(saved("typeset.pdf", await typesetPdf()));
    const found = wordBoxes(file);
    for (const word of ["Creators", "contract", "seven", "images"]) {
      expect(Math.abs(found.get(word)!.x - typeset.get(word)!.x)).toBeLessThan(2);
      expect(Math.abs(found.get(word)!.y - typeset.get(word)!.y)).toBeLessThan(2);
    }
  });

  it("places the words right on a page stored sideways and turned by /Rotate", async () => {
    const result = await ocr(await scannedPdf([KNOWN_TEXT], { rotate: 90 }));
    const file = saved("turned-ocr.pdf", result.outputs[0]!.bytes);
    expect(words(pdftotext(file))).toEqual(words(KNOWN_TEXT.join(" ")));
    const typeset = wordBoxes(saved("typeset.pdf", await typesetPdf()));
    const found = wordBoxes(file);
    for (const word of ["Creators", "wizards"]) {
      expect(Math.abs(found.get(word)!.x - typeset.get(word)!.x)).toBeLessThan(2);
      expect(Math.abs(found.get(word)!.y - typeset.get(word)!.y)).toBeLessThan(2);
    }
  });

  it("leaves pages that already have text as they are, and says so", async () => {
    const { PDFDocument } = await import("@cantoo/pdf-lib");
    const doc = await PDFDocument.create();
    const [typed] = await doc.copyPages(await PDFDocument.load(await labelledPdf("Typed", 1)), [0]);
    const [scanned] = await doc.copyPages(
      await PDFDocument.load(await scannedPdf([KNOWN_TEXT.slice(0, 2)])),
      [0],
    );
    doc.addPage(typed!);
    doc.addPage(scanned!);
    const result = await ocr(await doc.save());
    expect(result.notes).toEqual(["Page 1 already had text you can select and was left as it was."]);
    const file = saved("mixed-ocr.pdf", result.outputs[0]!.bytes);
    expect(pdftotext(file, 1).trim()).toBe("Typed page 1");
    expect(words(pdftotext(file, 2))).toEqual(words(KNOWN_TEXT.slice(0, 2).join(" ")));

    const typedOnly = await ocr(await labelledPdf("Typed", 2));
    expect(typedOnly.notes).toEqual([
      "These pages already have text you can select, so there was nothing to recognise.",
    ]);
  });

  it("says which pages had no text to find", async () => {
    const result = await ocr(await scannedPdf([[" "], KNOWN_TEXT.slice(0, 1)]));
    expect(result.notes).toEqual(["No text was found on page 1."]);
  });

  it("refuses more pages than it reads at a time, and a language it does not ship", async () => {
    const problem = (error: unknown) => (error as { problem: PdfProblem }).problem;
    const many = await labelledPdf("P", 51);
    await expect(ocr(many).catch(problem)).resolves.toMatchObject({
      code: "too-many",
      message:
        "You chose 51 pages; OCR reads up to 50 at a time. Choose fewer pages and run it again for the rest.",
    });
    const bytes = await labelledPdf("P", 1);
    await expect(
      ocrPdf(
        { name: "p.pdf", bytes },
        { pages: { mode: "all" }, language: "klingon" as "eng" },
        nodeOcrEngine,
      ).catch(problem),
    ).resolves.toMatchObject({
      code: "invalid-input",
      message: "Choose one of: English, French, German, Spanish.",
    });
  });

  it("makes photos of documents searchable PDFs in JPG to PDF's one job", async () => {
    const photo = async (lines: string[]) => scanImage(await typesetPdf(lines), 150);
    const files = [
      { name: "first.png", bytes: await photo(KNOWN_TEXT.slice(0, 3)) },
      { name: "second.png", bytes: await photo(KNOWN_TEXT.slice(3)) },
    ];
    const layout = { pageSize: "fit", orientation: "auto", margin: "none" } as const;
    const one = await searchableImagesToPdf(files, { ...layout, output: "one" }, "eng", nodeOcrEngine);
    expect(one.outputs.map((o) => [o.name, o.pages])).toEqual([["images.pdf", 2]]);
    const file = saved("images.pdf", one.outputs[0]!.bytes);
    expect(words(pdftotext(file, 1))).toEqual(words(KNOWN_TEXT.slice(0, 3).join(" ")));
    expect(words(pdftotext(file, 2))).toEqual(words(KNOWN_TEXT.slice(3).join(" ")));

    const each = await searchableImagesToPdf(files, { ...layout, output: "each" }, "eng", nodeOcrEngine);
    expect(each.outputs.map((o) => o.name)).toEqual(["first.pdf", "second.pdf"]);
    expect(words(pdftotext(saved("second.pdf", each.outputs[1]!.bytes)))).toEqual(
      words(KNOWN_TEXT.slice(3).join(" ")),
    );
  });
});
