import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { analyze } from "@/lib/pdf/compress/analyze";
import { compressPdf } from "@/lib/pdf/compress/compress";
import { photoJpeg } from "../support/image-fixtures";
import {
  allPageTexts,
  bookmarkLines,
  input,
  labelledPdf,
  linkTargets,
  photoPdf,
} from "../support/pdf-fixtures";

let photos: Uint8Array;

beforeAll(async () => {
  // Three pages, each an 800×600 photo (200 dpi at the 4×3 inches it is drawn).
  photos = await photoPdf(3, (page) => photoJpeg(800, 600, page));
}, 60_000);

function imageSizes(doc: PDFDocument): number[][] {
  return [...doc.context.enumerateIndirectObjects()]
    .map(([, o]) => o)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    )
    .map((o) => ["Width", "Height"].map((k) => (o.dict.get(PDFName.of(k)) as PDFNumber).asNumber()));
}

// Decoding and encoding JPEGs in pure JS takes seconds on a busy machine.
describe("compress", { timeout: 60_000 }, () => {
  it("shows what the file is made of before compressing", async () => {
    const breakdown = analyze(await PDFDocument.load(photos), photos.byteLength);
    expect(breakdown.imageCount).toBe(3);
    expect(breakdown.compressibleImages).toBe(3);
    expect(breakdown.images).toBeGreaterThan(photos.byteLength * 0.9);
    expect(breakdown.images + breakdown.fonts + breakdown.other).toBe(photos.byteLength);
    expect(breakdown.expected).toBeLessThan(photos.byteLength / 2);
  });

  it("makes an image-heavy PDF much smaller, resampling to the drawn size, keeping pages, text, links and bookmarks", async () => {
    const result = await compressPdf(input("photos.pdf", photos), { goal: { level: "recommended" } });
    const [out] = result.outputs;
    expect(out!.name).toBe("photos-compressed.pdf");
    expect(result.notes).toEqual([expect.stringMatching(/^From [\d.]+ [KM]B to [\d.]+ KB: \d+% smaller\.$/)]);
    expect(out!.bytes.byteLength).toBeLessThan(photos.byteLength / 3);
    const doc = await PDFDocument.load(out!.bytes);
    expect(out!.pages).toBe(3);
    expect(allPageTexts(doc)).toEqual(["Photo page 1", "Photo page 2", "Photo page 3"]);
    expect(linkTargets(doc)).toEqual([
      ["https://example.com/1"],
      ["https://example.com/2"],
      ["https://example.com/3"],
    ]);
    expect(bookmarkLines(doc)).toEqual([
      "Photo chapter 1 -> 1",
      "Photo chapter 2 -> 2",
      "Photo chapter 3 -> 3",
    ]);
    // 4×3 inches at 150 dpi.
    expect(imageSizes(doc)).toEqual([
      [600, 450],
      [600, 450],
      [600, 450],
    ]);
  });

  it("orders levels by strength", async () => {
    const sizes = [];
    for (const level of ["light", "recommended", "extreme"] as const) {
      sizes.push(
        (await compressPdf(input("photos.pdf", photos), { goal: { level } })).outputs[0]!.bytes.byteLength,
      );
    }
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect(sizes[1]).toBeGreaterThan(sizes[2]!);
  });

  it("makes images gray when asked", async () => {
    const result = await compressPdf(input("photos.pdf", photos), {
      goal: { level: "extreme" },
      grayscale: true,
    });
    const doc = await PDFDocument.load(result.outputs[0]!.bytes);
    const image = [...doc.context.enumerateIndirectObjects()]
      .map(([, o]) => o)
      .find(
        (o) => o instanceof PDFRawStream && o.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      ) as PDFRawStream;
    const { jsCodec } = await import("@/lib/pdf/compress/codec");
    const pixels = await jsCodec.decodeJpeg(image.contents);
    for (let i = 0; i < pixels.data.length; i += 4 * 97) {
      expect(Math.abs(pixels.data[i]! - pixels.data[i + 2]!)).toBeLessThanOrEqual(3);
    }
  });

  it("reaches a target size with the gentlest setting that does", async () => {
    const target = Math.round(photos.byteLength / 6);
    const result = await compressPdf(input("photos.pdf", photos), { goal: { targetBytes: target } });
    expect(result.outputs[0]!.bytes.byteLength).toBeLessThanOrEqual(target);
    expect(result.notes).toHaveLength(1);
  });

  it("says plainly when a target cannot be reached, and what the best result was", async () => {
    const result = await compressPdf(input("photos.pdf", photos), { goal: { targetBytes: 2000 } });
    const best = result.outputs[0]!.bytes.byteLength;
    expect(best).toBeLessThan(photos.byteLength);
    expect(result.notes[0]).toMatch(
      /^It cannot be made smaller than 2\.0 KB: the smallest we could make is [\d.]+ KB\.$/,
    );
  });

  it("never returns a bigger file: a text-only PDF comes back as the original", async () => {
    const text = await labelledPdf("T", 2);
    const result = await compressPdf(input("notes.pdf", text), { goal: { level: "extreme" } });
    expect(result.outputs[0]!.bytes).toEqual(text);
    expect(result.outputs[0]!.name).toBe("notes.pdf");
    expect(result.notes).toEqual([
      "This PDF is already as small as we can make it, so here is your original file, unchanged.",
    ]);
  });

  it("names a damaged file and asks for the password of a locked one", async () => {
    await expect(
      compressPdf(input("x.pdf", new Uint8Array([1, 2, 3])), { goal: { level: "light" } }),
    ).rejects.toThrow('"x.pdf" is not a PDF file, or it is damaged.');
    const locked = await labelledPdf("L", 1, { password: "pw" });
    await expect(compressPdf(input("locked.pdf", locked), { goal: { level: "light" } })).rejects.toThrow(
      '"locked.pdf" is protected by a password. Enter it to continue.',
    );
  });
});
