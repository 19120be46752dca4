import { type PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from "@cantoo/pdf-lib";

const PDFA_ELEMENT = /<pdfaid:(part|conformance|amd|rev)>[^<]*<\/pdfaid:\1>\s*/g;
const PDFA_ATTRIBUTE = /\s+pdfaid:(part|conformance|amd|rev)\s*=\s*(["'])[^"']*\2/g;

/**
 * PDF/A (archival PDF) forbids encryption, and the library refuses to encrypt a file that claims it. An
 * encrypted copy cannot be PDF/A anyway, so the claim (the pdfaid entries of the XMP metadata) is removed and
 * the rest of the metadata kept. Returns whether there was one.
 */
export function dropPdfaClaim(doc: PDFDocument): boolean {
  const key = PDFName.of("Metadata");
  const entry = doc.catalog.get(key);
  const stream = doc.catalog.lookup(key);
  if (!(stream instanceof PDFRawStream)) return false;
  let xml: string;
  try {
    xml = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  } catch {
    return false;
  }
  const kept = xml.replace(PDFA_ELEMENT, "").replace(PDFA_ATTRIBUTE, "");
  if (kept === xml) return false;
  const replacement = doc.context.stream(kept, { Type: "Metadata", Subtype: "XML" });
  if (entry instanceof PDFRef) doc.context.assign(entry, replacement);
  else doc.catalog.set(key, doc.context.register(replacement));
  return true;
}
