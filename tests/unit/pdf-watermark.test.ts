import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  StandardFonts,
  degrees,
} from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { type WatermarkMark, type WatermarkOptions, watermarkPdf } from "@/lib/pdf/watermark";
import { PNG_1X1, jpegImage } from "../support/image-fixtures";
import { allPageTexts, input, labelledPdf, pageContent } from "../support/pdf-fixtures";

const text: WatermarkMark = { kind: "text", text: "DRAFT", fontSize: 48, color: "#ff0000", angle: 45 };
const defaults: WatermarkOptions = { mark: text, opacity: 0.3, pages: { mode: "all" } };

async function watermarked(source: Uint8Array, options: Partial<WatermarkOptions> = {}) {
  const result = await watermarkPdf(input("book.pdf", source), { ...defaults, ...options });
  const [output] = result.outputs;
  return { name: output!.name, doc: await PDFDocument.load(output!.bytes) };
}

const marksOf = (doc: PDFDocument) => allPageTexts(doc).map((t) => t.replace(/^B page \d+ ?/, ""));

/** The opacity (ca) of the graphics state the watermark sets on a page, if it sets one. */
function watermarkOpacity(doc: PDFDocument, index: number): number | undefined {
  const name = /\/(Watermark\S*) gs/.exec(pageContent(doc, index))?.[1];
  if (!name) return undefined;
  const states = doc.getPage(index).node.Resources()!.lookup(PDFName.of("ExtGState"), PDFDict);
  const state = states.lookup(PDFName.of(name), PDFDict);
  expect(state.lookup(PDFName.of("CA"), PDFNumber).asNumber()).toBe(
    state.lookup(PDFName.of("ca"), PDFNumber).asNumber(),
  );
  return state.lookup(PDFName.of("ca"), PDFNumber).asNumber();
}

const helveticaBold = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);

/** Where the watermark text's box (baseline to cap height) has its centre, and its text matrix. */
function textCentre(doc: PDFDocument, index: number) {
  const run = /\/Watermark\S* (\S+) Tf\s+(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) Tm\s+<([0-9A-F]+)> Tj/.exec(
    pageContent(doc, index),
  )!;
  const size = Number(run[1]);
  const [a, b, c, d, e, f] = run.slice(2, 8).map(Number) as [number, number, number, number, number, number];
  const content = Buffer.from(run[8]!, "hex").toString("latin1");
  const [w, h] = [helveticaBold.widthOfTextAtSize(content, size) / 2, (0.718 * size) / 2];
  return { size, matrix: [a, b, c, d], x: a * w + c * h + e, y: b * w + d * h + f };
}

/** The image XObjects a page draws, and the `cm` matrix before each. */
function drawnImages(doc: PDFDocument, index: number) {
  const xObjects = doc.getPage(index).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict);
  return [...pageContent(doc, index).matchAll(/(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) cm\s+\/(\S+) Do/g)].map(
    (m) => {
      const image = xObjects.lookup(PDFName.of(m[7]!)) as PDFRawStream;
      return {
        subtype: image.dict.get(PDFName.of("Subtype")),
        matrix: m.slice(1, 7).map(Number),
        ref: xObjects.get(PDFName.of(m[7]!))!.toString(),
      };
    },
  );
}

describe("watermark text", () => {
  it("marks only the chosen pages, with the chosen opacity and colour", async () => {
    const { name, doc } = await watermarked(await labelledPdf("B", 6), {
      pages: { mode: "ranges", ranges: "2, 4-5" },
    });
    expect(name).toBe("book-watermarked.pdf");
    expect(marksOf(doc)).toEqual(["", "DRAFT", "", "DRAFT", "DRAFT", ""]);
    expect(doc.getPageIndices().map((i) => watermarkOpacity(doc, i))).toEqual([
      undefined,
      0.3,
      undefined,
      0.3,
      0.3,
      undefined,
    ]);
    expect(pageContent(doc, 1)).toContain("1 0 0 rg");
    // One opacity state for the whole document.
    const states = doc.context
      .enumerateIndirectObjects()
      .filter(([, o]) => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("ExtGState"));
    expect(states).toHaveLength(1);
  });

  it("marks pages picked by index", async () => {
    const { doc } = await watermarked(await labelledPdf("B", 3), { pages: { mode: "pages", pages: [2, 0] } });
    expect(marksOf(doc)).toEqual(["DRAFT", "", "DRAFT"]);
  });

  it("centres the text on the page, turned by the angle as the reader sees it", async () => {
    const flat = textCentre((await watermarked(await labelledPdf("B", 1))).doc, 0);
    expect(flat.size).toBe(48);
    flat.matrix.forEach((v, i) =>
      expect(v).toBeCloseTo([Math.SQRT1_2, Math.SQRT1_2, -Math.SQRT1_2, Math.SQRT1_2][i]!, 6),
    );
    expect(flat.x).toBeCloseTo(150, 3);
    expect(flat.y).toBeCloseTo(200, 3);

    // A page turned 90° clockwise, crop box x 10–290, y 10–390: 45° for the reader is 135° on the page.
    const doc = await PDFDocument.load(await labelledPdf("B", 1));
    doc.getPage(0).setRotation(degrees(90));
    doc.getPage(0).setCropBox(10, 10, 280, 380);
    const turned = textCentre((await watermarked(await doc.save())).doc, 0);
    turned.matrix.forEach((v, i) =>
      expect(v).toBeCloseTo([-Math.SQRT1_2, Math.SQRT1_2, -Math.SQRT1_2, -Math.SQRT1_2][i]!, 6),
    );
    expect(turned.x).toBeCloseTo(150, 3);
    expect(turned.y).toBeCloseTo(200, 3);
  });

  it("draws text too long for the page smaller, still centred", async () => {
    const long = "CONFIDENTIAL - DO NOT SHARE";
    const { doc } = await watermarked(await labelledPdf("B", 1), {
      mark: { ...text, text: long, fontSize: 120, angle: 0 },
    });
    const run = textCentre(doc, 0);
    expect(helveticaBold.widthOfTextAtSize(long, run.size)).toBeCloseTo(300 * 0.9, 3);
    expect(run.x).toBeCloseTo(150, 3);
  });

  it("refuses text that is empty, too long, or has characters the font cannot show", async () => {
    const source = await labelledPdf("B", 1);
    const withText = (t: string) => watermarked(source, { mark: { ...text, text: t } });
    await expect(withText("   ")).rejects.toThrow("Type the watermark text.");
    await expect(withText("x".repeat(201))).rejects.toThrow(
      "The watermark text is 201 characters long; the limit is 200.",
    );
    await expect(withText("Café €5 ok?")).resolves.toBeDefined();
    await expect(withText("Привет ✓ П")).rejects.toThrow(
      'The watermark font cannot show "П", "р", "и", "в", "е", "т", "✓". Use letters, digits and punctuation of Western European languages.',
    );
  });

  it("refuses other bad options by name", async () => {
    const source = await labelledPdf("B", 3);
    await expect(watermarked(source, { opacity: 0 })).rejects.toThrow("Choose an opacity from 5% to 100%.");
    await expect(watermarked(source, { mark: { ...text, fontSize: 500 } })).rejects.toThrow(
      "Choose a font size from 8 to 200.",
    );
    await expect(watermarked(source, { mark: { ...text, color: "red" } })).rejects.toThrow(
      "Choose a colour for the text.",
    );
    await expect(watermarked(source, { mark: { ...text, angle: 400 } })).rejects.toThrow(
      "Choose an angle from -180 to 180 degrees.",
    );
    await expect(watermarked(source, { pages: { mode: "ranges", ranges: "2, 9" } })).rejects.toThrow(
      '"9" goes past the last page; this document has 3 pages.',
    );
  });
});

describe("watermark image", () => {
  const image = (bytes: Uint8Array, name = "logo.png", width = 0.5): Partial<WatermarkOptions> => ({
    mark: { kind: "image", image: { name, bytes }, width },
  });

  it("draws the image, embedded once, centred at the chosen share of the page width", async () => {
    const { doc } = await watermarked(await labelledPdf("B", 4), {
      ...image(jpegImage(80, 40), "logo.jpg"),
      opacity: 0.5,
      pages: { mode: "ranges", ranges: "1, 3" },
    });
    const drawn = doc.getPageIndices().map((i) => drawnImages(doc, i));
    expect(drawn.map((d) => d.length)).toEqual([1, 0, 1, 0]);
    expect(drawn[0]![0]!.subtype).toBe(PDFName.of("Image"));
    expect(drawn[0]![0]!.ref).toBe(drawn[2]![0]!.ref);
    // Half of 300 wide, 2:1, centred on the 300×400 page.
    expect(drawn[0]![0]!.matrix).toEqual([150, 0, 0, 75, 75, 162.5]);
    expect(watermarkOpacity(doc, 2)).toBe(0.5);
    expect(watermarkOpacity(doc, 1)).toBeUndefined();
  });

  it("keeps a PNG upright on a turned page", async () => {
    const doc = await PDFDocument.load(await labelledPdf("B", 1));
    doc.getPage(0).setRotation(degrees(270));
    const out = (await watermarked(await doc.save(), image(PNG_1X1, "dot.png", 1))).doc;
    // Seen 400 wide and 300 high: a 1:1 image at full width is fitted to the 300 height.
    expect(drawnImages(out, 0)[0]!.matrix).toEqual([0, -300, 300, 0, 0, 350]);
  });

  it("refuses an image that is not a PNG or JPG, too large, or damaged", async () => {
    const source = await labelledPdf("B", 1);
    const gif = new TextEncoder().encode("GIF89a....");
    await expect(watermarked(source, image(gif, "anim.gif"))).rejects.toThrow(
      '"anim.gif" is not a PNG or JPG image.',
    );
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(PNG_1X1);
    await expect(watermarked(source, image(huge, "huge.png"))).rejects.toThrow(
      '"huge.png" is 11.0 MB; a watermark image can be up to 10.0 MB.',
    );
    await expect(watermarked(source, image(PNG_1X1.subarray(0, 20), "cut.png"))).rejects.toThrow(
      '"cut.png" is damaged and cannot be read as an image.',
    );
    await expect(watermarked(source, image(PNG_1X1, "dot.png", 2))).rejects.toThrow(
      "Choose an image size from 5% to 100% of the page width.",
    );
  });
});
