import { PDFDict, type PDFDocument, PDFName, PDFRawStream, PDFRef } from "@cantoo/pdf-lib";
import { findCandidates } from "./image-streams";
import { findDrawnSizes } from "./placements";
import { LEVELS } from "./settings";

export interface Breakdown {
  total: number;
  images: number;
  fonts: number;
  other: number;
  imageCount: number;
  /** Images this tool can re-encode (the rest, e.g. JBIG2 or CMYK, are left as they are). */
  compressibleImages: number;
  /** A rough estimate of the Recommended level's output size. */
  expected: number;
}

/** Bytes per pixel of a photo saved as JPEG at the Recommended quality, for the estimate only. */
const RECOMMENDED_BYTES_PER_PIXEL = 0.12;

/** What a PDF is made of, by the stored size of its streams, and what the Recommended level should save. */
export function analyze(doc: PDFDocument, total: number): Breakdown {
  const fontFiles = new Set<string>();
  let images = 0;
  let imageCount = 0;
  let fonts = 0;
  let streams = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor"))
      continue;
    for (const key of ["FontFile", "FontFile2", "FontFile3"]) {
      const ref = object.get(PDFName.of(key));
      if (ref instanceof PDFRef) fontFiles.add(ref.toString());
    }
  }
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const size = object.contents.byteLength;
    streams += size;
    if (object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")) {
      images += size;
      imageCount += 1;
    } else if (fontFiles.has(ref.toString())) fonts += size;
  }
  const drawn = findDrawnSizes(doc);
  const candidates = findCandidates(doc).filter((c) => drawn.has(c.ref.toString()));
  let saving = 0;
  for (const c of candidates) {
    const size = drawn.get(c.ref.toString())!;
    const scale = Math.min(
      1,
      (LEVELS.recommended.dpi * size.width) / 72 / c.width,
      (LEVELS.recommended.dpi * size.height) / 72 / c.height,
    );
    const estimate = c.width * c.height * scale * scale * RECOMMENDED_BYTES_PER_PIXEL;
    saving += Math.max(0, c.stream.contents.byteLength - estimate);
  }
  const other = Math.max(0, total - images - fonts);
  void streams;
  return {
    total,
    images,
    fonts,
    other,
    imageCount,
    compressibleImages: candidates.length,
    expected: Math.max(0, Math.round(total - saving)),
  };
}
