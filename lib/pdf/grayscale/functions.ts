import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import { type ColourKind, grayOf, resolve } from "./gray";

// A PDF function whose outputs are a colour (a spot colour's tint transform, a gradient's colours) made to
// put out the colour's gray instead. Exponential (type 2) functions get gray end points, stitching ones
// (type 3) gray parts, and PostScript calculator ones (type 4) the conversion appended to their program.
// Sampled (type 0) functions, and arrays of one function per component, are not converted.

/** PostScript calculator code taking a colour's components off the stack and leaving its gray. */
const POSTSCRIPT: Record<ColourKind, string> = {
  // r g b -> 0.3 r + 0.59 g + 0.11 b
  rgb: "0.11 mul exch 0.59 mul add exch 0.3 mul add",
  // c m y k -> 1 - min(1, 0.3 c + 0.59 m + 0.11 y + k)
  // (type 4 has no max: a negative result is raised to 0 by hand)
  cmyk: "4 1 roll 0.11 mul exch 0.59 mul add exch 0.3 mul add add 1 exch sub dup 0 lt { pop 0 } if",
  // L a b -> L / 100
  lab: "pop pop 100 div",
};

const numbers = (object: PDFObject | undefined, fallback: number[]) =>
  object instanceof PDFArray
    ? object.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : 0))
    : fallback;

function copyOf(dict: PDFDict, without: string[]): Map<PDFName, PDFObject> {
  const entries = new Map(dict.entries());
  for (const key of without) entries.delete(PDFName.of(key));
  return entries;
}

export function grayFunction(
  doc: PDFDocument,
  object: PDFObject | undefined,
  kind: ColourKind,
): PDFObject | undefined {
  const fn = resolve(doc, object);
  const dict = fn instanceof PDFRawStream ? fn.dict : fn instanceof PDFDict ? fn : undefined;
  const type = dict?.lookupMaybe(PDFName.of("FunctionType"), PDFNumber)?.asNumber();
  if (!dict || type === undefined) return undefined;
  if (type === 2 && !(fn instanceof PDFRawStream)) {
    const entries = copyOf(dict, ["C0", "C1", "Range"]);
    entries.set(
      PDFName.of("C0"),
      doc.context.obj([grayOf(kind, numbers(dict.lookup(PDFName.of("C0")), [0]))]),
    );
    entries.set(
      PDFName.of("C1"),
      doc.context.obj([grayOf(kind, numbers(dict.lookup(PDFName.of("C1")), [1]))]),
    );
    return doc.context.register(PDFDict.fromMapWithContext(entries, doc.context));
  }
  if (type === 3 && !(fn instanceof PDFRawStream)) {
    const parts = dict.lookupMaybe(PDFName.of("Functions"), PDFArray);
    if (!parts) return undefined;
    const converted = parts.asArray().map((part) => grayFunction(doc, part, kind));
    if (converted.some((part) => !part)) return undefined;
    const entries = copyOf(dict, ["Functions", "Range"]);
    entries.set(PDFName.of("Functions"), doc.context.obj(converted as PDFObject[]));
    return doc.context.register(PDFDict.fromMapWithContext(entries, doc.context));
  }
  if (type === 4 && fn instanceof PDFRawStream) {
    const program = new TextDecoder("latin1").decode(decodePDFRawStream(fn).decode()).trim();
    if (!program.startsWith("{") || !program.endsWith("}")) return undefined;
    const stream = doc.context.stream(`{${program.slice(1, -1)} ${POSTSCRIPT[kind]} }`);
    for (const [key, value] of copyOf(dict, ["Range", "Length", "Filter", "DecodeParms"]))
      stream.dict.set(key, value);
    stream.dict.set(PDFName.of("Range"), doc.context.obj([0, 1]));
    return doc.context.register(stream);
  }
  return undefined;
}
