import { PDFDict, PDFName, PDFRef, type PDFDocument } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { applyMetadata, type PdfMetadata } from "./metadata";
import { openPdf } from "./open";
import { withProtectionNote } from "./protection";
import { savedAsIs, savePdf } from "./save";
import type { InputFile, JobResult, ReportProgress } from "./types";
import { baseName } from "./zip";

// Edit PDF Metadata and Remove PDF Metadata: a document's properties, the ones a viewer's "Document
// properties" shows. A PDF keeps them twice: the document information dictionary (title, author, subject,
// keywords, creator, producer, dates) and an XMP packet (the catalog's /Metadata stream), which readers
// that find one show first.

export interface EditPropertiesOptions {
  metadata: PdfMetadata;
  /** Days as a date input gives them ("2026-11-28"); "" leaves the date out. */
  created: string;
  modified: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date input's day as midnight UTC, or undefined for ""; anything else is refused. */
export function dayOf(value: string, label: string): Date | undefined {
  if (value === "") return undefined;
  const match = DAY.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value || date.getUTCFullYear() < 1900) {
    fail("invalid-input", `${label} is not a date: use the date picker, or leave it empty.`);
  }
  return date;
}

const INFO_DATES = ["CreationDate", "ModDate"] as const;

/** What the tools show of a file before they change it, besides its title, author, subject and keywords. */
export interface DocumentProperties {
  /** Days as a date input takes them ("2026-11-28"), or "". */
  created: string;
  modified: string;
  creator: string;
  producer: string;
  /** An XMP packet on the document or one of its pages. */
  xmp: boolean;
}

const inputDay = (date: Date | undefined) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : "";

export function describeProperties(doc: PDFDocument): DocumentProperties {
  const read = <T>(get: () => T) => {
    try {
      return get();
    } catch {
      // A malformed entry (a date that is not one) reads as absent.
      return undefined;
    }
  };
  return {
    created: inputDay(read(() => doc.getCreationDate())),
    modified: inputDay(read(() => doc.getModificationDate())),
    creator: read(() => doc.getCreator()) ?? "",
    producer: read(() => doc.getProducer()) ?? "",
    xmp: xmpHolders(doc).some((holder) => holder.has(PDFName.of("Metadata"))),
  };
}

function infoDict(doc: PDFDocument): PDFDict | undefined {
  const info = doc.context.lookup(doc.context.trailerInfo.Info);
  return info instanceof PDFDict ? info : undefined;
}

/** Where a PDF keeps XMP packets: its catalog, and its pages. */
const xmpHolders = (doc: PDFDocument): PDFDict[] => [doc.catalog, ...doc.getPages().map((page) => page.node)];

/** Drops the XMP packets of the document and of its pages; true if there was one. */
function dropXmp(doc: PDFDocument): boolean {
  let found = false;
  for (const holder of xmpHolders(doc)) {
    const ref = holder.get(PDFName.of("Metadata"));
    if (!ref) continue;
    found = true;
    holder.delete(PDFName.of("Metadata"));
    if (ref instanceof PDFRef) doc.context.delete(ref);
  }
  return found;
}

/** Sets the properties the visitor typed; the file's XMP packet, which would still show the old ones, goes. */
export async function editProperties(
  file: InputFile,
  options: EditPropertiesOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  const created = dayOf(options.created, "Created");
  const modified = dayOf(options.modified, "Modified");
  if (created && modified && modified < created) {
    fail("invalid-input", "Modified cannot be before Created.");
  }
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  report({ stage: "Writing the properties" });
  const notes = dropXmp(doc)
    ? [
        "The file's XMP metadata, which held the old properties, was removed so that every reader shows these.",
      ]
    : [];
  applyMetadata(doc, options.metadata);
  const info = infoDict(doc);
  for (const key of INFO_DATES) info?.delete(PDFName.of(key));
  if (created) doc.setCreationDate(created);
  report({ stage: "Saving" });
  const bytes = await savePdf(doc, undefined, { modified: modified ?? null });
  return {
    outputs: [{ name: `${baseName(file.name)}-properties.pdf`, bytes, pages: doc.getPageCount() }],
    notes: withProtectionNote(doc, notes),
  };
}

/** What Remove PDF Metadata takes out: every document information entry and every XMP packet. */
export async function removeProperties(
  file: InputFile,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  report({ stage: "Removing the properties" });
  const info = infoDict(doc);
  const hadInfo = info !== undefined && info.keys().length > 0;
  const hadXmp = dropXmp(doc);
  // No information dictionary at all, not an empty one.
  const infoRef = doc.context.trailerInfo.Info;
  if (infoRef instanceof PDFRef) doc.context.delete(infoRef);
  doc.context.trailerInfo.Info = undefined;
  const notes = hadInfo || hadXmp ? [] : ["This file had no document properties to remove."];
  report({ stage: "Saving" });
  const bytes = await savedAsIs(doc);
  return {
    outputs: [{ name: `${baseName(file.name)}-no-metadata.pdf`, bytes, pages: doc.getPageCount() }],
    notes: withProtectionNote(doc, notes),
  };
}
