import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import { grayContent } from "./colour-ops";
import { type Space, grayArray, graySpace, isColour, spaceOf } from "./colour-spaces";
import { resolve } from "./gray";
import { grayFunction } from "./functions";

const key = (name: string) => PDFName.of(name);

/** What could not be made gray, named in the result so a visitor knows where colour may remain. */
export interface Left {
  /** Forms or patterns in a compression pdf-lib cannot read. */
  drawings: number;
  images: number;
  inlineImages: number;
  shadings: number;
  spaces: number;
}

/**
 * Walks everything a page draws with (its content, forms, patterns, shadings, Type 3 glyphs, annotation
 * appearances) once each, making its colours gray in place; images are gathered and converted after.
 */
export class Walker {
  private seen = new Set<PDFObject>();
  readonly images = new Map<PDFRef, PDFRawStream>();
  readonly left: Left = { drawings: 0, images: 0, inlineImages: 0, shadings: 0, spaces: 0 };
  /** What a resource colour space was before it was made gray: the content using it is read by this. */
  private originals = new Map<PDFObject, Space>();

  constructor(private doc: PDFDocument) {}

  private once(object: PDFObject | undefined): boolean {
    if (!object || this.seen.has(object)) return false;
    this.seen.add(object);
    return true;
  }

  /** A content stream's bytes made gray; the new bytes, or undefined when nothing changed. */
  content(bytes: Uint8Array, resources: PDFDict | undefined): Uint8Array | undefined {
    const spaces = new Map<string, Space>();
    const done = grayContent(bytes, (name) => {
      if (!spaces.has(name)) {
        const value = resources?.lookupMaybe(key("ColorSpace"), PDFDict)?.get(key(name));
        spaces.set(name, (value && this.originals.get(value)) ?? spaceOf(this.doc, key(name), resources));
      }
      return spaces.get(name)!;
    });
    this.left.inlineImages += done.inlineImages;
    if (resources) this.resources(resources);
    return done.changed ? done.bytes : undefined;
  }

  /** A form, pattern or glyph stream: its content made gray under its own resources (or its parent's). */
  stream(ref: PDFObject, parent?: PDFDict) {
    const stream = resolve(this.doc, ref);
    if (!(stream instanceof PDFRawStream) || !this.once(stream)) return;
    const resources = stream.dict.lookupMaybe(key("Resources"), PDFDict) ?? parent;
    this.group(stream.dict);
    let bytes: Uint8Array;
    try {
      bytes = decodePDFRawStream(stream).decode();
    } catch {
      this.left.drawings++;
      return;
    }
    const gray = this.content(bytes, resources);
    if (!gray) return;
    const next = this.doc.context.flateStream(gray);
    for (const [name, value] of stream.dict.entries()) {
      if (!["Filter", "DecodeParms", "Length"].includes(name.decodeText())) next.dict.set(name, value);
    }
    if (ref instanceof PDFRef) this.doc.context.assign(ref, next);
  }

  /** A transparency group's blending space. */
  group(dict: PDFDict) {
    const group = dict.lookupMaybe(key("Group"), PDFDict);
    if (group && isColour(spaceOf(this.doc, group.get(key("CS"))).kind))
      group.set(key("CS"), key("DeviceGray"));
  }

  resources(resources: PDFDict) {
    if (!this.once(resources)) return;
    const each = (name: string, visit: (value: PDFObject, dict: PDFDict, entry: PDFName) => void) => {
      const dict = resources.lookupMaybe(key(name), PDFDict);
      if (dict) for (const [entry, value] of dict.entries()) visit(value, dict, entry);
    };
    each("ColorSpace", (value, dict, entry) => {
      const gray = graySpace(this.doc, value);
      if (gray === "failed") this.left.spaces++;
      else if (gray !== "same") {
        this.originals.set(gray, spaceOf(this.doc, value));
        dict.set(entry, gray);
      }
    });
    each("XObject", (value) => {
      const object = resolve(this.doc, value);
      if (!(object instanceof PDFRawStream)) return;
      const subtype = object.dict.get(key("Subtype"));
      if (subtype === key("Form")) this.stream(value, resources);
      else if (subtype === key("Image") && value instanceof PDFRef) this.image(value, object);
    });
    each("Pattern", (value) => {
      const pattern = resolve(this.doc, value);
      if (pattern instanceof PDFRawStream) this.stream(value, resources);
      else if (pattern instanceof PDFDict) this.shading(pattern.get(key("Shading")));
    });
    each("Shading", (value) => this.shading(value));
    each("Font", (value) => {
      const font = resolve(this.doc, value);
      if (!(font instanceof PDFDict) || font.get(key("Subtype")) !== key("Type3")) return;
      const glyphs = font.lookupMaybe(key("CharProcs"), PDFDict);
      const own = font.lookupMaybe(key("Resources"), PDFDict) ?? resources;
      if (glyphs) for (const [, glyph] of glyphs.entries()) this.stream(glyph, own);
    });
  }

  private image(ref: PDFRef, stream: PDFRawStream) {
    if (this.once(stream)) this.images.set(ref, stream);
  }

  /** A gradient: its space made gray, and its function's colours with it; mesh shadings are left. */
  shading(value: PDFObject | undefined) {
    const object = resolve(this.doc, value);
    const dict =
      object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict || !this.once(dict)) return;
    const space = dict.get(key("ColorSpace"));
    const { kind } = spaceOf(this.doc, space);
    if (kind === "indexed" || kind === "separation" || kind === "devicen") {
      const gray = graySpace(this.doc, space);
      if (gray === "failed") this.left.shadings++;
      else if (gray !== "same") dict.set(key("ColorSpace"), gray);
      return;
    }
    if (!isColour(kind)) return;
    const fn = dict.get(key("Function"));
    const gray =
      fn && !(resolve(this.doc, fn) instanceof PDFArray) ? grayFunction(this.doc, fn, kind) : undefined;
    if (!gray) {
      this.left.shadings++;
      return;
    }
    dict.set(key("Function"), gray);
    dict.set(key("ColorSpace"), key("DeviceGray"));
    const background = grayArray(this.doc, dict.get(key("Background")));
    if (background) dict.set(key("Background"), background);
  }

  /** An annotation's colours (/C, /IC, a widget's /MK), default appearance and appearance streams. */
  annotation(annotation: PDFDict, parent: PDFDict | undefined) {
    for (const name of ["C", "IC"]) {
      const gray = grayArray(this.doc, annotation.get(key(name)));
      if (gray) annotation.set(key(name), gray);
    }
    const look = annotation.lookupMaybe(key("MK"), PDFDict);
    for (const name of ["BG", "BC"]) {
      const gray = look && grayArray(this.doc, look.get(key(name)));
      if (gray) look.set(key(name), gray);
    }
    grayDefaultAppearance(annotation);
    const appearances = annotation.lookupMaybe(key("AP"), PDFDict);
    for (const [, value] of appearances?.entries() ?? []) {
      const states = resolve(this.doc, value);
      if (states instanceof PDFDict) for (const [, state] of states.entries()) this.stream(state, parent);
      else this.stream(value, parent);
    }
  }
}

/** A form field's default appearance string (/DA), whose colour operator sets the typed text's colour. */
export function grayDefaultAppearance(dict: PDFDict) {
  const da = dict.get(key("DA"));
  if (!(da instanceof PDFString || da instanceof PDFHexString)) return;
  const text = da.decodeText();
  const gray = new TextDecoder("latin1").decode(
    grayContent(new TextEncoder().encode(text), () => ({ kind: "unknown" })).bytes,
  );
  if (gray !== text) dict.set(key("DA"), PDFString.of(gray));
}

/** The form's and its fields' default appearances (a widget's own is done with its annotation). */
export function grayFields(doc: PDFDocument, node: PDFDict, seen = new Set<PDFDict>()) {
  if (seen.has(node)) return;
  seen.add(node);
  grayDefaultAppearance(node);
  for (const name of ["Fields", "Kids"]) {
    for (const child of node.lookupMaybe(key(name), PDFArray)?.asArray() ?? []) {
      const dict = resolve(doc, child);
      if (dict instanceof PDFDict) grayFields(doc, dict, seen);
    }
  }
}
