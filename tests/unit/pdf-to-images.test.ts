import { PDFDocument, degrees } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfJobError } from "@/lib/pdf/errors";
import { shownSize } from "@/lib/pdf/page-view";
import { pdfToImages } from "@/lib/pdf/to-images";
import {
  IMAGE_LIMITS,
  type ToImagesOptions,
  imageName,
  imageSize,
  pageList,
  planImages,
  reducedNote,
  sizeSummary,
} from "@/lib/pdf/to-images-plan";
import { input, labelledPdf } from "../support/pdf-fixtures";

const options = (over: Partial<ToImagesOptions> = {}): ToImagesOptions => ({
  format: "jpg",
  dpi: 150,
  quality: 0.85,
  pages: { mode: "all" },
  ...over,
});

const LETTER = { width: 612, height: 792 };

describe("image size", () => {
  it("is the page's size in inches times the resolution", () => {
    expect(imageSize(LETTER, 72)).toEqual({ width: 612, height: 792, scale: 1, reduced: false });
    expect(imageSize(LETTER, 150)).toMatchObject({ width: 1275, height: 1650, reduced: false });
    expect(imageSize({ width: 595.28, height: 841.89 }, 150)).toMatchObject({ width: 1240, height: 1754 });
  });

  it("shrinks a page too long on a side to 10,000 px, keeping its shape", () => {
    const banner = imageSize({ width: 3000, height: 100 }, 300);
    expect(banner).toMatchObject({ width: 10_000, height: 333, reduced: true });
    expect(banner.scale).toBeCloseTo(10_000 / 3000);
  });

  it("shrinks a page of too many pixels to 50 megapixels", () => {
    const poster = imageSize({ width: 2000, height: 1500 }, 300);
    expect(poster.reduced).toBe(true);
    expect(poster.width * poster.height).toBeLessThanOrEqual(IMAGE_LIMITS.maxPixels);
    expect(poster.width * poster.height).toBeGreaterThan(IMAGE_LIMITS.maxPixels * 0.999);
    expect(poster.width / poster.height).toBeCloseTo(2000 / 1500, 3);
    expect(Math.max(poster.width, poster.height)).toBeLessThanOrEqual(IMAGE_LIMITS.maxSide);
  });

  it("never makes an image of no pixels", () => {
    expect(imageSize({ width: 0.5, height: 0.2 }, 72)).toMatchObject({ width: 1, height: 1 });
  });
});

describe("planning", () => {
  it("draws every page by default, or the chosen ones in page order", () => {
    expect(planImages(options(), 4)).toEqual([0, 1, 2, 3]);
    expect(planImages(options({ pages: { mode: "ranges", ranges: "4, 1-2" } }), 4)).toEqual([0, 1, 3]);
    expect(planImages(options({ pages: { mode: "pages", pages: [2] } }), 4)).toEqual([2]);
  });

  it("refuses bad options by name", () => {
    expect(() => planImages(options({ dpi: 1200 }), 4)).toThrow("Choose a resolution from 36 to 600 dpi.");
    expect(() => planImages(options({ dpi: Number.NaN }), 4)).toThrow("Choose a resolution");
    expect(() => planImages(options({ quality: 0 }), 4)).toThrow("Choose a JPG quality from 10% to 100%.");
    // PNG has no quality to choose.
    expect(planImages(options({ format: "png", quality: 0 }), 1)).toEqual([0]);
    expect(() => planImages(options({ format: "gif" as "png" }), 4)).toThrow("Choose JPG or PNG.");
    expect(() => planImages(options({ pages: { mode: "ranges", ranges: "5" } }), 4)).toThrow(
      '"5" goes past the last page; this document has 4 pages.',
    );
  });

  it("makes at most 500 images a job, and says how to do the rest", () => {
    expect(planImages(options(), 500)).toHaveLength(500);
    expect(() => planImages(options(), 501)).toThrow(
      "That is 501 pages; one job makes at most 500 images. Choose fewer pages (for example 1-500), then convert the rest in a second job.",
    );
    expect(planImages(options({ pages: { mode: "ranges", ranges: "501-" } }), 501)).toEqual([500]);
  });

  it("names each image after the file and its page number", () => {
    expect(imageName("report", 0, "jpg")).toBe("report-page-1.jpg");
    expect(imageName("report", 11, "png")).toBe("report-page-12.png");
  });
});

describe("what the visitor is told", () => {
  it("estimates the pixels before a job", () => {
    const a4 = { width: 595.28, height: 841.89 };
    expect(sizeSummary(Array(24).fill(a4), 150)).toBe(
      "24 pages at 150 dpi: about 1,240 × 1,754 px each, 52 megapixels in all.",
    );
    expect(sizeSummary([LETTER], 72)).toBe("1 page at 72 dpi: about 612 × 792 px, 0.5 megapixels in all.");
    expect(sizeSummary([LETTER, { width: 792, height: 612 }, { width: 300, height: 400 }], 72)).toBe(
      "3 pages at 72 dpi: from 300 × 400 px to 612 × 792 px, 1.1 megapixels in all.",
    );
  });

  it("warns of pages that will be drawn smaller, and the job's note names them", () => {
    expect(sizeSummary([LETTER, { width: 3000, height: 100 }], 300)).toBe(
      "2 pages at 300 dpi: from 10,000 × 333 px to 2,550 × 3,300 px, 12 megapixels in all. 1 page is too large for 300 dpi and will be drawn smaller: an image has at most 10,000 px on a side and 50 megapixels.",
    );
    expect(reducedNote([2], 600)).toBe(
      "Page 3 was too large for 600 dpi, so it was drawn smaller: an image has at most 10,000 px on a side and 50 megapixels.",
    );
    expect(reducedNote([0, 1, 2, 6], 600)).toMatch(/^Pages 1-3, 7 were too large for 600 dpi, so they were/);
  });

  it("lists pages as runs", () => {
    expect(pageList([0, 2, 3, 4, 8])).toBe("1, 3-5, 9");
    expect(pageList([])).toBe("");
  });
});

describe("page sizes of a real PDF (the estimate's input)", () => {
  it("reads each page's visible box, turned as a viewer shows it", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    doc.addPage([612, 792]).setRotation(degrees(90));
    doc.addPage([600, 800]).setCropBox(50, 50, 200, 100);
    // A crop box larger than the page shows the page, not the box.
    doc.addPage([300, 400]).setCropBox(-100, -100, 1000, 1000);
    const reopened = await PDFDocument.load(await doc.save());
    expect(reopened.getPages().map(shownSize)).toEqual([
      { width: 612, height: 792 },
      { width: 792, height: 612 },
      { width: 200, height: 100 },
      { width: 300, height: 400 },
    ]);
  });
});

describe("bad input is refused before anything is drawn", () => {
  const problem = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PdfJobError);
    return (error as PdfJobError).problem;
  };

  it("names a damaged file", async () => {
    const broken = input("broken.pdf", new TextEncoder().encode("%PDF-1.7 garbage"));
    expect(await problem(pdfToImages(broken, options()))).toEqual({
      code: "corrupt",
      message: '"broken.pdf" is damaged: its pages cannot be read.',
      fileName: "broken.pdf",
    });
    const text = input("notes.pdf", new TextEncoder().encode("Just some notes"));
    expect(await problem(pdfToImages(text, options()))).toMatchObject({
      message: '"notes.pdf" is not a PDF file, or it is damaged.',
    });
  });

  it("asks for the password of a locked file, and says when it is wrong", async () => {
    const locked = await labelledPdf("L", 2, { password: "letmein" });
    expect(await problem(pdfToImages(input("locked.pdf", locked), options()))).toMatchObject({
      code: "encrypted",
    });
    expect(await problem(pdfToImages(input("locked.pdf", locked, "nope"), options()))).toMatchObject({
      code: "wrong-password",
      message: 'The password for "locked.pdf" is not right. Try again.',
    });
  });

  it("refuses a choice of pages the file does not have, and over 500 pages, with the stage it stopped in", async () => {
    const stages: string[] = [];
    const book = input("book.pdf", await labelledPdf("B", 3));
    const bad = pdfToImages(book, options({ pages: { mode: "ranges", ranges: "2-9" } }), (p) =>
      stages.push(p.stage),
    );
    expect(await problem(bad)).toMatchObject({
      code: "invalid-input",
      message: '"2-9" goes past the last page; this document has 3 pages.',
    });
    expect(stages).toEqual(["Reading the file"]);

    const thick = await PDFDocument.create();
    for (let i = 0; i < 501; i++) thick.addPage([100, 100]);
    const tooMany = pdfToImages(input("thick.pdf", await thick.save()), options());
    expect(await problem(tooMany)).toMatchObject({ code: "too-many" });
  });
});
