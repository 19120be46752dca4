import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import { formatCount } from "@/lib/format";
import type { ImageCodec } from "../compress/codec";
import type { PdfMetadata } from "../metadata";
import { openPdf } from "../open";
import { writtenPdf } from "../save";
import type { InputFile, JobResult, ReportProgress } from "../types";
import { resolve } from "./gray";
import { grayImage } from "./images";
import { type Left, Walker, grayFields } from "./walker";

const key = (name: string) => PDFName.of(name);

export interface GrayscaleOptions {
  metadata?: PdfMetadata;
}

function leftNote(left: Left): string | undefined {
  const parts = [
    left.drawings ? formatCount(left.drawings, "drawing") : "",
    left.images ? formatCount(left.images, "image") : "",
    left.inlineImages ? formatCount(left.inlineImages, "small inline image") : "",
    left.shadings ? formatCount(left.shadings, "gradient") : "",
    left.spaces ? formatCount(left.spaces, "spot or special colour") : "",
  ].filter(Boolean);
  if (parts.length === 0) return undefined;
  const one = Object.values(left).reduce((total, n) => total + n, 0) === 1;
  return `${parts.join(", ")} could not be converted and ${one ? "keeps its" : "keep their"} colour (kinds this tool does not rewrite, such as CMYK JPEG or JPEG 2000 images).`;
}

/** A page's content streams, which are one stream cut anywhere between tokens: read as one. */
function pageContent(doc: PDFDocument, page: PDFDict): { bytes: Uint8Array; first?: PDFRef } {
  const contents = page.get(key("Contents"));
  const resolved = resolve(doc, contents);
  const refs = resolved instanceof PDFArray ? resolved.asArray() : contents ? [contents] : [];
  const parts = refs.map((ref) => resolve(doc, ref)).filter((s) => s instanceof PDFRawStream);
  const decoded = parts.map((stream) => decodePDFRawStream(stream).decode());
  const bytes = new Uint8Array(decoded.reduce((total, part) => total + part.length + 1, 0));
  let at = 0;
  for (const part of decoded) {
    bytes.set(part, at);
    bytes[at + part.length] = 10;
    at += part.length + 1;
  }
  return { bytes, first: refs[0] instanceof PDFRef ? refs[0] : undefined };
}

/**
 * Grayscale PDF: every colour the pages draw with becomes its gray (PDF 32000 §10.3's conversions), in
 * the page content, forms, patterns, gradients, Type 3 glyphs, annotations and images, so any reader or
 * printer shows it gray. Text stays text and vector stays vector; what cannot be converted is named.
 */
export async function grayscalePdf(
  file: InputFile,
  options: GrayscaleOptions,
  codec: ImageCodec,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const walker = new Walker(doc);
  const pages = doc.getPages();
  for (const [n, page] of pages.entries()) {
    report({ stage: "Converting pages", done: n, total: pages.length });
    const resources = page.node.Resources();
    const { bytes, first } = pageContent(doc, page.node);
    const gray = walker.content(bytes, resources);
    if (gray) {
      // Written back under the first stream's number, so the old content is not left behind in the file.
      const stream = doc.context.flateStream(gray);
      if (first) doc.context.assign(first, stream);
      page.node.set(key("Contents"), first ?? doc.context.register(stream));
    }
    walker.group(page.node);
    for (const annotation of page.node.Annots()?.asArray() ?? []) {
      const dict = resolve(doc, annotation);
      if (dict instanceof PDFDict) walker.annotation(dict, resources);
    }
  }
  const form = doc.catalog.lookupMaybe(key("AcroForm"), PDFDict);
  if (form) grayFields(doc, form);
  const images = [...walker.images];
  for (const [n, [ref, stream]] of images.entries()) {
    report({ stage: "Converting images", done: n, total: images.length });
    if ((await grayImage(doc, ref, stream, codec)) === "left") walker.left.images++;
  }
  report({ stage: "Saving" });
  const note = leftNote(walker.left);
  return writtenPdf(file, "grayscale", doc, options.metadata, note ? [note] : []);
}
