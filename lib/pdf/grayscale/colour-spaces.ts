import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import { grayFunction } from "./functions";
import { type ColourKind, grayOf, resolve } from "./gray";

// What a colour space is, and gray versions of the spaces whose operands stay as they are (an Indexed
// palette, a spot colour's alternate, an uncoloured pattern's base). Colours are turned to gray as PDF
// 32000 §10.3 converts device colours: gray = 0.3 R + 0.59 G + 0.11 B, and 1 − min(1, 0.3 C + 0.59 M + 0.11 Y + K).

export type SpaceKind =
  "gray" | "rgb" | "cmyk" | "lab" | "indexed" | "separation" | "devicen" | "pattern" | "unknown";

export const isColour = (kind: SpaceKind): kind is ColourKind =>
  kind === "rgb" || kind === "cmyk" || kind === "lab";

export interface Space {
  kind: SpaceKind;
  /** An uncoloured pattern's base space ([/Pattern /DeviceRGB]). */
  base?: SpaceKind;
}

const DEVICE: Record<string, SpaceKind> = {
  DeviceGray: "gray",
  G: "gray",
  DeviceRGB: "rgb",
  RGB: "rgb",
  DeviceCMYK: "cmyk",
  CMYK: "cmyk",
  Pattern: "pattern",
};

const FAMILY: Record<string, SpaceKind> = {
  CalGray: "gray",
  CalRGB: "rgb",
  CalCMYK: "cmyk",
  Lab: "lab",
  Indexed: "indexed",
  I: "indexed",
  Separation: "separation",
  DeviceN: "devicen",
  Pattern: "pattern",
};

/** The kind of a colour space object, a name looked up in `resources` when it is not a device space. */
export function spaceOf(doc: PDFDocument, object: PDFObject | undefined, resources?: PDFDict): Space {
  const space = resolve(doc, object);
  if (space instanceof PDFName) {
    const name = space.decodeText();
    if (DEVICE[name]) return { kind: DEVICE[name]! };
    const named = resources?.lookupMaybe(PDFName.of("ColorSpace"), PDFDict)?.get(PDFName.of(name));
    return named ? spaceOf(doc, named) : { kind: "unknown" };
  }
  if (!(space instanceof PDFArray) || space.size() === 0) return { kind: "unknown" };
  const family = resolve(doc, space.get(0));
  if (!(family instanceof PDFName)) return { kind: "unknown" };
  const name = family.decodeText();
  if (name === "ICCBased") {
    const profile = resolve(doc, space.get(1));
    const n =
      profile instanceof PDFRawStream ? profile.dict.lookupMaybe(PDFName.of("N"), PDFNumber) : undefined;
    return { kind: ({ 1: "gray", 3: "rgb", 4: "cmyk" } as const)[n?.asNumber() as 1 | 3 | 4] ?? "unknown" };
  }
  if (name === "Pattern")
    return { kind: "pattern", base: space.size() > 1 ? spaceOf(doc, space.get(1)).kind : undefined };
  return { kind: FAMILY[name] ?? (DEVICE[name] && space.size() === 1 ? DEVICE[name]! : "unknown") };
}

/** An Indexed palette's bytes, whichever way the file stores them. */
function paletteBytes(doc: PDFDocument, lookup: PDFObject | undefined): Uint8Array | undefined {
  const table = resolve(doc, lookup);
  if (table instanceof PDFString || table instanceof PDFHexString) return table.asBytes();
  if (table instanceof PDFRawStream) return decodePDFRawStream(table).decode();
  return undefined;
}

const COMPONENTS: Record<ColourKind, number> = { rgb: 3, cmyk: 4, lab: 3 };

function grayPalette(doc: PDFDocument, space: PDFArray): PDFArray | undefined {
  const base = spaceOf(doc, space.get(1)).kind;
  if (!isColour(base)) return undefined;
  const bytes = paletteBytes(doc, space.get(3));
  const high = resolve(doc, space.get(2));
  if (!bytes || !(high instanceof PDFNumber)) return undefined;
  const n = COMPONENTS[base];
  const entries = Math.min(high.asNumber() + 1, Math.floor(bytes.length / n));
  let hex = "";
  for (let i = 0; i < entries; i++) {
    // A Lab palette's first byte is L* over its range 0-100: its lightness as it stands.
    const entry = Array.from(bytes.subarray(i * n, i * n + n), (v) => v / 255);
    const gray = base === "lab" ? entry[0]! : grayOf(base, entry);
    hex += Math.round(gray * 255)
      .toString(16)
      .padStart(2, "0");
  }
  return doc.context.obj([PDFName.of("Indexed"), PDFName.of("DeviceGray"), high, PDFHexString.of(hex)]);
}

/**
 * A gray version of a space whose operands keep their meaning (Indexed, Separation, DeviceN, a pattern's
 * base), "same" when there is nothing to change, or "failed" when it cannot be converted (its colours stay).
 */
export function graySpace(doc: PDFDocument, object: PDFObject | undefined): PDFArray | "same" | "failed" {
  const space = resolve(doc, object);
  const { kind, base } = spaceOf(doc, space);
  if (!(space instanceof PDFArray)) return "same";
  if (kind === "indexed") {
    const palette = spaceOf(doc, space.get(1)).kind;
    if (palette === "gray") return "same";
    return (isColour(palette) && grayPalette(doc, space)) || "failed";
  }
  if (kind === "pattern") {
    return base && isColour(base)
      ? doc.context.obj([PDFName.of("Pattern"), PDFName.of("DeviceGray")])
      : "same";
  }
  if (kind === "separation" || kind === "devicen") {
    const alternate = spaceOf(doc, space.get(2)).kind;
    if (alternate === "gray") return "same";
    if (!isColour(alternate)) return "failed";
    const tint = grayFunction(doc, space.get(3), alternate);
    if (!tint) return "failed";
    const items = space.asArray().slice();
    items[2] = PDFName.of("DeviceGray");
    items[3] = tint;
    return doc.context.obj(items);
  }
  return "same";
}

/** A colour array (an annotation's /C, a widget's /BG) as one gray value; unchanged when not 3 or 4 long. */
export function grayArray(doc: PDFDocument, object: PDFObject | undefined): PDFArray | undefined {
  const array = resolve(doc, object);
  if (!(array instanceof PDFArray) || (array.size() !== 3 && array.size() !== 4)) return undefined;
  const values = array.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : 0));
  return doc.context.obj([grayOf(array.size() === 3 ? "rgb" : "cmyk", values)]);
}
