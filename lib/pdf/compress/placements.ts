import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import { IDENTITY, type Matrix, drawnSize, multiply, walkDraws } from "./content-ops";

/** The largest size, in points, each image XObject is drawn at anywhere in the document. */
export type DrawnSizes = Map<string, { width: number; height: number }>;

const MAX_FORM_DEPTH = 8;

function streamBytes(stream: unknown): Uint8Array | undefined {
  try {
    if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
    if (stream instanceof PDFStream) return stream.getContents();
  } catch {
    // A stream we cannot decode draws nothing we can measure; its images are then left alone.
  }
  return undefined;
}

function pageStreams(doc: PDFDocument, contents: unknown): Uint8Array[] {
  const list =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return list.map(streamBytes).filter((b): b is Uint8Array => b !== undefined);
}

export function findDrawnSizes(doc: PDFDocument): DrawnSizes {
  const sizes: DrawnSizes = new Map();
  const visit = (content: Uint8Array[], resources: PDFDict | undefined, ctm: Matrix, depth: number) => {
    const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    if (!xobjects) return;
    for (const bytes of content) {
      walkDraws(bytes, ctm, (name, at) => {
        const ref = xobjects.get(PDFName.of(name));
        const target = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
        if (!(ref instanceof PDFRef) || !(target instanceof PDFStream)) return;
        const subtype = target.dict.get(PDFName.of("Subtype"));
        if (subtype === PDFName.of("Image")) {
          const size = drawnSize(at);
          const known = sizes.get(ref.toString());
          sizes.set(ref.toString(), {
            width: Math.max(size.width, known?.width ?? 0),
            height: Math.max(size.height, known?.height ?? 0),
          });
        } else if (subtype === PDFName.of("Form") && depth < MAX_FORM_DEPTH) {
          const bytes = streamBytes(target);
          const matrix = target.dict.lookupMaybe(PDFName.of("Matrix"), PDFArray);
          const m = matrix?.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : 0));
          const formCtm = m?.length === 6 ? multiply(m as Matrix, at) : at;
          const own = target.dict.lookupMaybe(PDFName.of("Resources"), PDFDict) ?? resources;
          if (bytes) visit([bytes], own, formCtm, depth + 1);
        }
      });
    }
  };
  for (const page of doc.getPages()) {
    visit(pageStreams(doc, page.node.Contents()), page.node.Resources(), IDENTITY, 0);
  }
  return sizes;
}
