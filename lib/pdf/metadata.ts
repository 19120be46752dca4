import type { PDFDocument } from "@cantoo/pdf-lib";

/** The document properties a tool shows and lets the visitor change before it writes a file. */
export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  /** As typed: words or phrases separated by commas. */
  keywords: string;
}

/** Longest value kept for one property: a title is a line, not a chapter. */
export const METADATA_MAX_LENGTH = 500;

export function readMetadata(doc: PDFDocument): PdfMetadata {
  return {
    title: doc.getTitle() ?? "",
    author: doc.getAuthor() ?? "",
    subject: doc.getSubject() ?? "",
    keywords: doc.getKeywords() ?? "",
  };
}

const clean = (value: string) => value.trim().slice(0, METADATA_MAX_LENGTH);

/**
 * Writes the properties the visitor left or typed; an emptied field clears the property. Without `metadata`
 * (a caller that shows no properties) the document keeps the ones it has.
 */
export function applyMetadata(doc: PDFDocument, metadata: PdfMetadata | undefined): void {
  if (!metadata) return;
  doc.setTitle(clean(metadata.title));
  doc.setAuthor(clean(metadata.author));
  doc.setSubject(clean(metadata.subject));
  doc.setKeywords(
    clean(metadata.keywords)
      .split(",")
      .map((k) => k.trim())
      .filter((k) => k !== ""),
  );
}
