import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  type PDFRef,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import type { ImageCodec } from "../compress/codec";
import { toGray } from "../compress/pixels";
import { graySpace, isColour, spaceOf } from "./colour-spaces";
import { type ColourKind, grayOf } from "./gray";

// An image XObject made gray. Flate (or unfiltered) images of 8 bits per component, with or without a PNG
// predictor, are decoded and written again as DeviceGray (lossless, Flate); RGB JPEGs are decoded, made
// gray and encoded again as JPEG; Indexed images get a gray palette and spot-colour ones a gray alternate.
// Anything else (CMYK JPEGs, JPEG 2000, JBIG2, 16-bit, Decode arrays) is left and counted.

const JPEG_QUALITY = 90;
const COMPONENTS: Record<ColourKind, number> = { rgb: 3, cmyk: 4, lab: 3 };

const numberOf = (dict: PDFDict | undefined, key: string, fallback: number) =>
  dict?.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber() ?? fallback;

function filtersOf(dict: PDFDict): string[] {
  const filter = dict.lookup(PDFName.of("Filter"));
  const list = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  return list.map((f) => (f instanceof PDFName ? f.decodeText() : "?"));
}

/** Undoes a PNG predictor (PDF 32000 §7.4.4.4): each row starts with its filter type. */
export function unpredictPng(data: Uint8Array, columns: number, components: number): Uint8Array | undefined {
  const bpp = components;
  const rowBytes = columns * components;
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let y = 0; y < rows; y++) {
    const type = data[y * (rowBytes + 1)]!;
    const row = data.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    const at = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= bpp ? out[at + x - bpp]! : 0;
      const up = y > 0 ? out[at - rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bpp ? out[at - rowBytes + x - bpp]! : 0;
      let predicted: number;
      if (type === 0) predicted = 0;
      else if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else return undefined;
      out[at + x] = (row[x]! + predicted) & 0xff;
    }
  }
  return out;
}

/** The samples of a Flate or unfiltered 8-bit image, its predictor undone; undefined if it has another. */
function samplesOf(stream: PDFRawStream, columns: number, components: number): Uint8Array | undefined {
  const data = decodePDFRawStream(stream).decode();
  const parms = stream.dict.lookup(PDFName.of("DecodeParms"));
  const predictor = numberOf(parms instanceof PDFDict ? parms : undefined, "Predictor", 1);
  if (predictor === 1) return data;
  if (predictor < 10) return undefined;
  const p = parms as PDFDict;
  if (numberOf(p, "Colors", 1) !== components || numberOf(p, "BitsPerComponent", 8) !== 8) return undefined;
  return unpredictPng(data, numberOf(p, "Columns", 1), components);
}

function grayStream(
  doc: PDFDocument,
  stream: PDFRawStream,
  bytes: Uint8Array,
  space: string,
  filter?: string,
) {
  const next = filter ? doc.context.stream(bytes, { Filter: filter }) : doc.context.flateStream(bytes);
  for (const [key, value] of stream.dict.entries()) {
    if (!["Filter", "DecodeParms", "Length", "ColorSpace"].includes(key.decodeText()))
      next.dict.set(key, value);
  }
  next.dict.set(PDFName.of("ColorSpace"), PDFName.of(space));
  return next;
}

export type ImageOutcome = "converted" | "same" | "left";

export async function grayImage(
  doc: PDFDocument,
  ref: PDFRef,
  stream: PDFRawStream,
  codec: ImageCodec,
): Promise<ImageOutcome> {
  const dict = stream.dict;
  if (dict.lookup(PDFName.of("ImageMask"))?.toString() === "true") return "same";
  const colourSpace: PDFObject | undefined = dict.get(PDFName.of("ColorSpace"));
  const { kind } = spaceOf(doc, colourSpace);
  if (kind === "gray" || (kind === "unknown" && !colourSpace)) return "same";
  if (kind === "indexed" || kind === "separation" || kind === "devicen") {
    const gray = graySpace(doc, colourSpace);
    if (gray === "failed") return "left";
    if (gray !== "same") dict.set(PDFName.of("ColorSpace"), gray);
    return gray === "same" ? "same" : "converted";
  }
  if (!isColour(kind) || numberOf(dict, "BitsPerComponent", 8) !== 8 || dict.get(PDFName.of("Decode")))
    return "left";
  const width = numberOf(dict, "Width", 0);
  const height = numberOf(dict, "Height", 0);
  const filters = filtersOf(dict);
  if (filters.length === 1 && filters[0] === "DCTDecode") {
    if (kind !== "rgb") return "left";
    const pixels = await codec.decodeJpeg(stream.contents);
    if (pixels.width !== width || pixels.height !== height) return "left";
    // A JPEG of three equal channels: the codecs write no one-channel JPEG, and this one reads as gray.
    const jpeg = await codec.encodeJpeg(toGray(pixels), JPEG_QUALITY);
    doc.context.assign(ref, grayStream(doc, stream, jpeg, "DeviceRGB", "DCTDecode"));
    return "converted";
  }
  if (!filters.every((f) => f === "FlateDecode")) return "left";
  const n = COMPONENTS[kind];
  const samples = samplesOf(stream, width, n);
  if (!samples || samples.length < width * height * n) return "left";
  const gray = new Uint8Array(width * height);
  const colour = new Array<number>(n);
  for (let p = 0; p < gray.length; p++) {
    for (let c = 0; c < n; c++) colour[c] = samples[p * n + c]! / 255;
    gray[p] = Math.round((kind === "lab" ? colour[0]! : grayOf(kind, colour)) * 255);
  }
  doc.context.assign(ref, grayStream(doc, stream, gray, "DeviceGray"));
  return "converted";
}
