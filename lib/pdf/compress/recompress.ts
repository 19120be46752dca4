import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "@cantoo/pdf-lib";
import { zlibSync } from "fflate";
import type { ReportProgress } from "../types";
import type { ImageCodec } from "./codec";
import { decodeCandidate, findCandidates } from "./image-streams";
import { findDrawnSizes } from "./placements";
import { downsample, toGray } from "./pixels";
import type { Setting } from "./settings";

export interface RecompressOptions extends Setting {
  grayscale?: boolean;
}

/** Images whose pixels already sit within this margin of the target resolution are not resampled. */
const RESAMPLE_SLACK = 1.1;

/**
 * Re-encodes, in place, every image we can handle safely: resampled to `dpi` at the size it is drawn, saved
 * as JPEG at `quality`, kept under the same object number so every page, link and form using it still
 * does. An image is replaced only when the new one is smaller. Then uncompressed streams are deflated.
 */
export async function recompress(
  doc: PDFDocument,
  options: RecompressOptions,
  codec: ImageCodec,
  report: ReportProgress,
): Promise<void> {
  const drawn = findDrawnSizes(doc);
  const candidates = findCandidates(doc).filter((c) => drawn.has(c.ref.toString()));
  for (const [i, candidate] of candidates.entries()) {
    report({ stage: "Compressing images", done: i, total: candidates.length });
    const size = drawn.get(candidate.ref.toString())!;
    let pixels = await decodeCandidate(candidate, codec).catch(() => undefined);
    if (!pixels) continue;
    const scale = Math.min(
      1,
      (options.dpi * size.width) / 72 / candidate.width,
      (options.dpi * size.height) / 72 / candidate.height,
    );
    if (scale * RESAMPLE_SLACK < 1) {
      pixels = downsample(
        pixels,
        Math.max(1, Math.round(candidate.width * scale)),
        Math.max(1, Math.round(candidate.height * scale)),
      );
    }
    if (options.grayscale) pixels = toGray(pixels);
    const jpeg = await codec.encodeJpeg(pixels, options.quality);
    if (jpeg.byteLength >= candidate.stream.contents.byteLength && !options.grayscale) continue;
    const dict = candidate.stream.dict.clone(doc.context);
    for (const key of ["Filter", "DecodeParms", "Length", "ColorSpace"]) dict.delete(PDFName.of(key));
    dict.set(PDFName.of("Width"), PDFNumber.of(pixels.width));
    dict.set(PDFName.of("Height"), PDFNumber.of(pixels.height));
    dict.set(PDFName.of("ColorSpace"), PDFName.of("DeviceRGB"));
    dict.set(PDFName.of("Filter"), PDFName.of("DCTDecode"));
    dict.set(PDFName.of("Length"), PDFNumber.of(jpeg.byteLength));
    doc.context.assign(candidate.ref, PDFRawStream.of(dict, jpeg));
  }
  report({ stage: "Compressing other streams" });
  deflateUnfiltered(doc);
}

function deflateUnfiltered(doc: PDFDocument): void {
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.has(PDFName.of("Filter"))) continue;
    if (object.contents.byteLength < 64) continue;
    const packed = zlibSync(object.contents, { level: 9 });
    if (packed.byteLength >= object.contents.byteLength) continue;
    const dict = object.dict.clone(doc.context);
    dict.set(PDFName.of("Filter"), PDFName.of("FlateDecode"));
    dict.set(PDFName.of("Length"), PDFNumber.of(packed.byteLength));
    doc.context.assign(ref, PDFRawStream.of(dict, packed));
  }
}
