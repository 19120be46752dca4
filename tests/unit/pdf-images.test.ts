import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { type ImagesOptions, imagesToPdf } from "@/lib/pdf/images-to-pdf";
import { input, pageContent } from "../support/pdf-fixtures";
import { PNG_1X1, jpegImage } from "../support/image-fixtures";

const A4: [number, number] = [595.28, 841.89];
const defaults: ImagesOptions = { pageSize: "fit", orientation: "auto", margin: "none", output: "one" };

async function convert(files: { name: string; bytes: Uint8Array }[], options: Partial<ImagesOptions> = {}) {
  const result = await imagesToPdf(
    files.map((f) => input(f.name, f.bytes)),
    { ...defaults, ...options },
  );
  return Promise.all(
    result.outputs.map(async (o) => ({ name: o.name, doc: await PDFDocument.load(o.bytes), bytes: o.bytes })),
  );
}

const sizes = (doc: PDFDocument) =>
  doc.getPages().map((p) => [+p.getWidth().toFixed(2), +p.getHeight().toFixed(2)]);

/** The `cm` matrix the page draws its image with. */
function imageMatrix(doc: PDFDocument, page = 0): number[] {
  const match = /([-\d.\s]+)cm\s*\/\S+\s+Do/.exec(pageContent(doc, page));
  return match![1]!
    .trim()
    .split(/\s+/)
    .map((n) => +Number(n).toFixed(2));
}

describe("JPG to PDF", () => {
  it("embeds JPEG bytes as they are and sizes Fit pages to the image", async () => {
    const photo = jpegImage(80, 40);
    const [out] = await convert([{ name: "wide.jpg", bytes: photo }]);
    expect(Buffer.from(out!.bytes).includes(Buffer.from(photo))).toBe(true);
    expect(sizes(out!.doc)).toEqual([[60, 30]]);
    expect(imageMatrix(out!.doc)).toEqual([60, 0, 0, 30, 0, 0]);
  });

  it("turns pages for Auto orientation, or as chosen, and centres the image within the margins", async () => {
    const wide = { name: "wide.jpg", bytes: jpegImage(80, 40) };
    const tall = { name: "tall.png", bytes: PNG_1X1 };
    const [auto] = await convert([wide, tall], { pageSize: "a4", margin: "none" });
    expect(sizes(auto!.doc)).toEqual([[A4[1], A4[0]], A4]);
    expect(imageMatrix(auto!.doc, 0)).toEqual([841.89, 0, 0, 420.94, 0, 87.17]);

    const [portrait] = await convert([wide], {
      pageSize: "letter",
      orientation: "portrait",
      margin: "large",
    });
    expect(sizes(portrait!.doc)).toEqual([[612, 792]]);
    // 512 points of room across, so the 2:1 image is 512×256, centred.
    expect(imageMatrix(portrait!.doc)).toEqual([512, 0, 0, 256, 50, 268]);

    const [landscape] = await convert([tall], { pageSize: "a4", orientation: "landscape", margin: "small" });
    expect(sizes(landscape!.doc)).toEqual([[A4[1], A4[0]]]);
  });

  it("adds the margin around Fit pages", async () => {
    const [out] = await convert([{ name: "a.jpg", bytes: jpegImage(40, 40) }], { margin: "small" });
    expect(sizes(out!.doc)).toEqual([[70, 70]]);
    expect(imageMatrix(out!.doc)).toEqual([30, 0, 0, 30, 20, 20]);
  });

  it("honours EXIF orientation: a sideways-stored photo comes out upright", async () => {
    // Stored 80×40, orientation 6 (turn 90° clockwise to view): upright it is 40×80, so the page is tall.
    const [out] = await convert([{ name: "phone.jpg", bytes: jpegImage(80, 40, 6) }]);
    expect(sizes(out!.doc)).toEqual([[30, 60]]);
    expect(imageMatrix(out!.doc)).toEqual([0, -60, 30, 0, 0, 60]);
    const [upsideDown] = await convert([{ name: "flip.jpg", bytes: jpegImage(80, 40, 3) }]);
    expect(sizes(upsideDown!.doc)).toEqual([[60, 30]]);
    expect(imageMatrix(upsideDown!.doc)).toEqual([-60, 0, 0, -30, 60, 30]);
  });

  it("makes one PDF per image when asked, keeping the chosen order", async () => {
    const outs = await convert(
      [
        { name: "b.jpg", bytes: jpegImage(20, 10) },
        { name: "a.png", bytes: PNG_1X1 },
      ],
      { output: "each" },
    );
    expect(outs.map((o) => [o.name, o.doc.getPageCount()])).toEqual([
      ["b.pdf", 1],
      ["a.pdf", 1],
    ]);
  });

  it("names files that are not images or are damaged", async () => {
    await expect(convert([{ name: "notes.txt", bytes: new TextEncoder().encode("hello") }])).rejects.toThrow(
      '"notes.txt" is not a JPG, PNG or WebP image.',
    );
    const broken = jpegImage(20, 20).subarray(0, 30);
    await expect(convert([{ name: "cut.jpg", bytes: broken }])).rejects.toThrow('"cut.jpg" is damaged');
  });
});
