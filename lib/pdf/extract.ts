import { PDFDocument, type PDFRef } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { detachLinks, reattachLinks } from "./links";
import { type PdfMetadata, readMetadata } from "./metadata";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { keepProtection, protectionOf } from "./protection";
import { placeBookmarks, readBookmarks, writeBookmarks } from "./outline";
import { type PageSelection, selectedPages } from "./selection";
import type { InputFile, JobResult, ReportProgress } from "./types";

export interface ExtractOptions {
  /** The pages to copy into the new file. */
  pages: PageSelection;
  /** Absent: the new file keeps the source's document properties. */
  metadata?: PdfMetadata;
}

export interface DeleteOptions {
  /** The pages to remove; the others are kept. */
  pages: PageSelection;
  /** Absent: the new file keeps the source's document properties. */
  metadata?: PdfMetadata;
}

export async function extractPages(
  file: InputFile,
  options: ExtractOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const source = await openPdf(file);
  const kept = selectedPages(options.pages, source.getPageCount());
  return writeKept(file, source, kept, "extracted", options.metadata, report);
}

export async function deletePages(
  file: InputFile,
  options: DeleteOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const source = await openPdf(file);
  const removed = new Set(selectedPages(options.pages, source.getPageCount()));
  if (removed.size === source.getPageCount()) {
    fail("invalid-input", "You cannot delete every page: at least one must remain.");
  }
  const kept = source.getPageIndices().filter((i) => !removed.has(i));
  return writeKept(file, source, kept, "pages-deleted", options.metadata, report);
}

/**
 * A new document of the source's pages `kept` (0-based, in that order), made by copying them rather than by
 * removing the others: pdf-lib writes every object it holds, so removed pages would still weigh in the file,
 * and links to them would go nowhere. Links and bookmarks to kept pages follow them; those to others are
 * dropped. Split writes each of its parts this way.
 */
export async function copyKept(source: PDFDocument, kept: number[]): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  detachLinks(source, kept);
  const copies = await doc.copyPages(source, kept);
  for (const page of copies) doc.addPage(page);
  keepProtection(doc, protectionOf(source));
  const copyOf = new Map<number, PDFRef>(kept.map((index, i) => [index, copies[i]!.ref]));
  reattachLinks(doc, copies, (index) => copyOf.get(index));
  writeBookmarks(
    doc,
    placeBookmarks(readBookmarks(source), (index) => copyOf.get(index)),
  );
  return doc;
}

async function writeKept(
  file: InputFile,
  source: PDFDocument,
  kept: number[],
  suffix: string,
  metadata: PdfMetadata | undefined,
  report: ReportProgress,
): Promise<JobResult> {
  report({ stage: "Copying pages" });
  const doc = await copyKept(source, kept);
  report({ stage: "Saving" });
  return writtenPdf(file, suffix, doc, metadata ?? readMetadata(source));
}
