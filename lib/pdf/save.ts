import type { PDFDocument } from "@cantoo/pdf-lib";
import { type PdfMetadata, applyMetadata } from "./metadata";
import { applyKeptProtection, withProtectionNote } from "./protection";
import type { InputFile, JobResult } from "./types";
import { baseName } from "./zip";

// pdf-lib yields to the event loop every 50 objects so a page stays responsive; in a worker there is no
// screen to keep responsive, and a browser stretches each yield to at least 4 ms (a 1,500-object file
// waited ~120 ms for nothing).
const SAVE = { useObjectStreams: true, objectsPerTick: Infinity } as const;

/**
 * Sets the properties and writes the file, as every tool that writes one does: it names us as the producer
 * and dates the change now, or at `modified` (Edit PDF Metadata; null leaves the date out). A locked or
 * restricted input's protection is set again (protection.ts).
 */
export async function savePdf(
  doc: PDFDocument,
  metadata?: PdfMetadata,
  { modified = new Date() }: { modified?: Date | null } = {},
): Promise<Uint8Array> {
  applyKeptProtection(doc);
  applyMetadata(doc, metadata);
  doc.setProducer("Creatorkit");
  if (modified) doc.setModificationDate(modified);
  return doc.save(SAVE);
}

/** Writes the file adding no property of ours (Remove PDF Metadata), its protection kept. */
export function savedAsIs(doc: PDFDocument): Promise<Uint8Array> {
  applyKeptProtection(doc);
  return doc.save(SAVE);
}

/** The one file a tool writes, `<name>-<suffix>.pdf`, saved with the document properties the visitor left. */
export async function writtenPdf(
  file: InputFile,
  suffix: string,
  doc: PDFDocument,
  metadata: PdfMetadata | undefined,
  notes: string[] = [],
): Promise<JobResult> {
  const bytes = await savePdf(doc, metadata);
  return {
    outputs: [{ name: `${baseName(file.name)}-${suffix}.pdf`, bytes, pages: doc.getPageCount() }],
    notes: withProtectionNote(doc, notes),
  };
}
