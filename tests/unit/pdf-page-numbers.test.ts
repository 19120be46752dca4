import { PDFDict, PDFDocument, PDFName, PDFRef, StandardFonts, degrees } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { type PageNumberOptions, addPageNumbers } from "@/lib/pdf/page-numbers";
import { allPageTexts, input, labelledPdf, pageContent } from "../support/pdf-fixtures";

const defaults: PageNumberOptions = {
  position: "bottom-center",
  format: "page-of-total",
  firstNumber: 1,
  skipFirstPage: false,
  fontSize: 12,
};

async function numbered(source: Uint8Array, options: Partial<PageNumberOptions> = {}) {
  const result = await addPageNumbers(input("book.pdf", source), { ...defaults, ...options });
  const [output] = result.outputs;
  return { name: output!.name, doc: await PDFDocument.load(output!.bytes) };
}

/** The numbers drawn on each page: each page's text without the fixture's own "B page i". */
const numbersOf = (doc: PDFDocument) => allPageTexts(doc).map((t) => t.replace(/^B page \d+ ?/, ""));

/** The text matrix, font size and text of the page-number run on a page (the last text drawn). */
function numberRun(doc: PDFDocument, index: number) {
  const runs = [
    ...pageContent(doc, index).matchAll(
      /\/(\S+) (\S+) Tf\s+(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) Tm\s+<([0-9A-F]+)> Tj/g,
    ),
  ];
  const run = runs.at(-1)!;
  const text = Buffer.from(run[9]!, "hex").toString("latin1");
  const [a, b, c, d, x, y] = run.slice(3, 9).map(Number) as [number, number, number, number, number, number];
  const size = Number(run[2]);
  const width = font.widthOfTextAtSize(text, size);
  return { font: run[1]!, size, text, matrix: [a, b, c, d], x, y, width };
}

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

/** 300×400 pages turned by `rotate`, their visible area the crop box 10,10–290,390. */
async function turnedPdf(rotate: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf("B", 2));
  for (const page of doc.getPages()) {
    page.setRotation(degrees(rotate));
    page.setCropBox(10, 10, 280, 380);
  }
  return doc.save();
}

describe("add page numbers", () => {
  it('writes "Page n of N" on every page and names the file', async () => {
    const { name, doc } = await numbered(await labelledPdf("B", 9));
    expect(name).toBe("book-numbered.pdf");
    expect(numbersOf(doc)).toEqual(Array.from({ length: 9 }, (_, i) => `Page ${i + 1} of 9`));
  });

  it("leaves a skipped cover bare and starts on page 2; N is the last number shown", async () => {
    const { doc } = await numbered(await labelledPdf("B", 10), { skipFirstPage: true });
    const numbers = numbersOf(doc);
    expect(numbers[0]).toBe("");
    expect(numbers[1]).toBe("Page 1 of 9");
    expect(numbers[2]).toBe("Page 2 of 9");
    expect(numbers[9]).toBe("Page 9 of 9");
    expect(pageContent(doc, 0)).not.toContain("PageNumber");
  });

  it("starts from the first number, in each format", async () => {
    const source = await labelledPdf("B", 4);
    expect(numbersOf((await numbered(source, { firstNumber: 5, skipFirstPage: true })).doc)).toEqual([
      "",
      "Page 5 of 7",
      "Page 6 of 7",
      "Page 7 of 7",
    ]);
    expect(numbersOf((await numbered(source, { firstNumber: 0, format: "number" })).doc)).toEqual([
      "0",
      "1",
      "2",
      "3",
    ]);
    expect(numbersOf((await numbered(source, { format: "slash-total" })).doc)).toEqual([
      "1 / 4",
      "2 / 4",
      "3 / 4",
      "4 / 4",
    ]);
  });

  it("places the number in the chosen corner, upright, inside the page", async () => {
    const source = await labelledPdf("B", 2);
    // The fixture's pages are 300×400 with no rotation; the edge space is 28 points.
    const bottomRight = numberRun((await numbered(source, { position: "bottom-right" })).doc, 1);
    expect(bottomRight).toMatchObject({ text: "Page 2 of 2", size: 12, matrix: [1, 0, 0, 1] });
    expect(bottomRight.x + bottomRight.width).toBeCloseTo(272, 3);
    expect(bottomRight.y).toBeGreaterThanOrEqual(28);
    expect(bottomRight.y).toBeLessThan(32);

    const topLeft = numberRun((await numbered(source, { position: "top-left", fontSize: 20 })).doc, 0);
    expect(topLeft).toMatchObject({ size: 20, x: 28, matrix: [1, 0, 0, 1] });
    expect(topLeft.y + 20 * 0.718).toBeCloseTo(372, 1);

    const topCenter = numberRun((await numbered(source, { position: "top-center" })).doc, 0);
    expect(topCenter.x + topCenter.width / 2).toBeCloseTo(150, 3);
  });

  it("keeps the number upright for the reader and inside the crop box on turned pages", async () => {
    // Turned 90° clockwise, the crop box (x 10–290, y 10–390) is seen 380 wide and 280 high: the
    // reader's bottom edge is the page's right side (x = 290), the reader's left is the page's bottom.
    const quarter = numberRun((await numbered(await turnedPdf(90), { position: "bottom-left" })).doc, 0);
    expect(quarter.matrix).toEqual([0, 1, -1, 0]);
    expect(quarter.x).toBeLessThan(290 - 28);
    expect(quarter.x).toBeGreaterThan(290 - 32);
    expect(quarter.y).toBeCloseTo(10 + 28, 3);

    // Upside down, the reader's top-right corner is the crop box's bottom-left one.
    const half = numberRun((await numbered(await turnedPdf(180), { position: "top-right" })).doc, 0);
    expect(half.matrix).toEqual([-1, 0, 0, -1]);
    expect(half.x - half.width).toBeCloseTo(10 + 28, 3);
    expect(half.y).toBeCloseTo(10 + 28 + 12 * 0.718, 3);

    // Turned 270°, the reader's bottom edge is the page's left side (x = 10), read downwards.
    const three = numberRun((await numbered(await turnedPdf(270), { position: "bottom-center" })).doc, 1);
    expect(three.matrix).toEqual([0, -1, 1, 0]);
    expect(three.x).toBeGreaterThan(10 + 28);
    expect(three.x).toBeLessThan(10 + 32);
    expect(three.y - three.width / 2).toBeCloseTo(200, 3);
  });

  it("draws a label too wide for the page smaller rather than past its edge", async () => {
    const run = numberRun((await numbered(await labelledPdf("B", 1), { fontSize: 72 })).doc, 0);
    expect(run.size).toBeLessThan(72);
    expect(run.x).toBeCloseTo(28, 3);
    expect(run.x + run.width).toBeCloseTo(272, 3);
  });

  it("embeds the font once and names it once in resources shared by every page", async () => {
    const doc = await PDFDocument.load(await labelledPdf("B", 30));
    const shared = doc.getPage(0).node.get(PDFName.of("Resources"));
    const sharedRef = doc.context.register(doc.context.lookup(shared) as PDFDict);
    for (const page of doc.getPages()) page.node.set(PDFName.of("Resources"), sharedRef);
    const { doc: out } = await numbered(await doc.save());
    expect(numbersOf(out)).toHaveLength(30);
    expect(numbersOf(out)[29]).toBe("Page 30 of 30");
    const fonts = out.context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFDict && o.lookup(PDFName.of("Type")) === PDFName.of("Font"));
    // The fixture's own Helvetica and the one added for the numbers.
    expect(fonts).toHaveLength(2);
    const fontDict = (out.getPage(0).node.Resources()!.lookup(PDFName.of("Font")) as PDFDict).entries();
    expect(fontDict.filter(([key]) => key.asString().startsWith("/PageNumber"))).toHaveLength(1);
    expect(fontDict.every(([, value]) => value instanceof PDFRef)).toBe(true);
  });

  it("numbers 500 pages", async () => {
    const { doc } = await numbered(await labelledPdf("B", 500), { format: "slash-total" });
    const numbers = numbersOf(doc);
    expect(numbers[0]).toBe("1 / 500");
    expect(numbers[499]).toBe("500 / 500");
  });

  it("refuses bad options with a clear message", async () => {
    const source = await labelledPdf("B", 1);
    await expect(numbered(source, { firstNumber: 1.5 })).rejects.toThrow(
      "Enter the first number as a whole number from 0 to 99999.",
    );
    await expect(numbered(source, { firstNumber: -1 })).rejects.toThrow("whole number from 0");
    await expect(numbered(source, { fontSize: 4 })).rejects.toThrow("Choose a font size from 6 to 72.");
    await expect(numbered(source, { fontSize: Number.NaN })).rejects.toThrow("Choose a font size");
    await expect(numbered(source, { skipFirstPage: true })).rejects.toThrow(
      "This PDF has one page: with the first page skipped, there is nothing to number.",
    );
    await expect(
      addPageNumbers(input("notes.pdf", new TextEncoder().encode("hello")), defaults),
    ).rejects.toThrow('"notes.pdf" is not a PDF file, or it is damaged.');
  });

  it("opens a locked file with its password", async () => {
    const locked = await labelledPdf("B", 2, { password: "pw" });
    await expect(addPageNumbers(input("locked.pdf", locked), defaults)).rejects.toThrow(
      '"locked.pdf" is protected by a password.',
    );
    const result = await addPageNumbers(input("locked.pdf", locked, "pw"), defaults);
    expect(numbersOf(await PDFDocument.load(result.outputs[0]!.bytes, { password: "pw" }))).toEqual([
      "Page 1 of 2",
      "Page 2 of 2",
    ]);
  });

  it("writes the document properties given", async () => {
    const result = await addPageNumbers(input("book.pdf", await labelledPdf("B", 1)), {
      ...defaults,
      metadata: { title: "Numbered", author: "Ann", subject: "", keywords: "a, b" },
    });
    const doc = await PDFDocument.load(result.outputs[0]!.bytes);
    expect(doc.getTitle()).toBe("Numbered");
    expect(doc.getAuthor()).toBe("Ann");
    expect(doc.getKeywords()).toBe("a b");
  });
});
