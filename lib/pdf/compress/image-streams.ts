import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import type { ImageCodec, Pixels } from "./codec";
import { fromSamples } from "./pixels";

/** An image XObject this tool can safely re-encode. */
export interface ImageCandidate {
  ref: PDFRef;
  stream: PDFRawStream;
  width: number;
  height: number;
  encoding: "jpeg" | "raw";
  components: 1 | 3;
}

const name = (dict: PDFDict, key: string) => dict.get(PDFName.of(key));
const num = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();

/** How many colour components a colour space has, or undefined when it is one we leave alone. */
function components(doc: PDFDocument, space: unknown): 1 | 3 | undefined {
  const resolved =
    space instanceof PDFArray || space instanceof PDFName ? space : doc.context.lookup(space as PDFRef);
  if (resolved === PDFName.of("DeviceRGB")) return 3;
  if (resolved === PDFName.of("DeviceGray")) return 1;
  // ICC-based spaces with 1 or 3 components are drawn as gray or RGB closely enough for a compressed copy.
  if (resolved instanceof PDFArray && resolved.get(0) === PDFName.of("ICCBased")) {
    const n =
      resolved.lookup(1) instanceof PDFRawStream
        ? num((resolved.lookup(1) as PDFRawStream).dict, "N")
        : undefined;
    return n === 1 || n === 3 ? n : undefined;
  }
  return undefined;
}

/**
 * Whether an image stream is one we can decode and re-encode without changing what it shows. Left alone:
 * JBIG2, JPX, CCITT and other filters, masks, Indexed/CMYK/Lab/Separation spaces, Decode arrays,
 * predictors, and anything but 8 bits per component.
 */
export function asCandidate(doc: PDFDocument, ref: PDFRef, object: unknown): ImageCandidate | undefined {
  if (!(object instanceof PDFRawStream)) return undefined;
  const dict = object.dict;
  if (name(dict, "Subtype") !== PDFName.of("Image")) return undefined;
  if (dict.get(PDFName.of("ImageMask")) || dict.get(PDFName.of("Decode")) || dict.get(PDFName.of("Mask")))
    return undefined;
  if (num(dict, "BitsPerComponent") !== 8) return undefined;
  const width = num(dict, "Width");
  const height = num(dict, "Height");
  const count = components(doc, dict.get(PDFName.of("ColorSpace")));
  if (!width || !height || !count) return undefined;
  const filter = dict.lookup(PDFName.of("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (dict.lookupMaybe(PDFName.of("DecodeParms"), PDFDict)?.get(PDFName.of("Predictor"))) return undefined;
  if (filters.length === 1 && filters[0] === PDFName.of("DCTDecode")) {
    return { ref, stream: object, width, height, encoding: "jpeg", components: count };
  }
  if (filters.every((f) => f === PDFName.of("FlateDecode"))) {
    return { ref, stream: object, width, height, encoding: "raw", components: count };
  }
  return undefined;
}

export function findCandidates(doc: PDFDocument): ImageCandidate[] {
  const found: ImageCandidate[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const candidate = asCandidate(doc, ref, object);
    if (candidate) found.push(candidate);
  }
  return found;
}

export async function decodeCandidate(
  candidate: ImageCandidate,
  codec: ImageCodec,
): Promise<Pixels | undefined> {
  if (candidate.encoding === "jpeg") {
    const pixels = await codec.decodeJpeg(candidate.stream.contents);
    return pixels.width === candidate.width && pixels.height === candidate.height ? pixels : undefined;
  }
  const samples = decodePDFRawStream(candidate.stream).decode();
  if (samples.length < candidate.width * candidate.height * candidate.components) return undefined;
  return fromSamples(samples, candidate.width, candidate.height, candidate.components);
}
