import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFPage,
  PDFPageLeaf,
  PDFRawStream,
  PDFRef,
  ParseSpeeds,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import { PdfJobError, fail } from "./errors";
import { checkSize, openPdf } from "./open";
import { writtenPdf } from "./save";
import type { InputFile, JobResult, ReportProgress } from "./types";

export type RepairOptions = Record<string, never>;

const name = (value: string) => PDFName.of(value);

/** Whether a page's content can be read: every content stream there, and each one decodes. */
function readable(doc: PDFDocument, page: PDFPageLeaf): boolean {
  const contents = page.get(name("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  try {
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
      if (!(stream instanceof PDFRawStream)) return false;
      decodePDFRawStream(stream).decode();
    }
    return true;
  } catch {
    return false;
  }
}

/** The page dictionaries in reading order, walking the page tree as far as it can be read. */
function pagesOf(doc: PDFDocument): (PDFPageLeaf | undefined)[] {
  const pages: (PDFPageLeaf | undefined)[] = [];
  const walk = (node: unknown, depth: number) => {
    const dict = node instanceof PDFRef ? doc.context.lookup(node) : node;
    const kids = dict instanceof PDFDict ? dict.lookup(name("Kids")) : undefined;
    if (kids instanceof PDFArray && depth < 64) {
      for (const kid of kids.asArray()) walk(kid, depth + 1);
    } else pages.push(dict instanceof PDFPageLeaf ? dict : undefined);
  };
  // A cut-off file loses its trailer, and with it the pointer to the catalog, which may still be there.
  const objects = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  const root =
    doc.context.lookup(doc.context.trailerInfo.Root) ??
    objects.find((o) => o instanceof PDFDict && o.lookup(name("Type")) === name("Catalog"));
  const tree = root instanceof PDFDict ? root.get(name("Pages")) : undefined;
  if (tree) walk(tree, 0);
  else {
    // No page tree left: every page object found, in file order.
    for (const object of objects) if (object instanceof PDFPageLeaf) pages.push(object);
  }
  return pages;
}

/**
 * Repair PDF: reads a damaged file as far as it goes (pdf-lib parses object by object, so a broken
 * cross-reference table or a cut-off end is no obstacle), and writes the pages that can still be read
 * into a new, well-formed file, naming those that could not.
 */
export async function repairPdf(
  file: InputFile,
  _options: RepairOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  checkSize(file);
  let doc: PDFDocument;
  try {
    doc = await openPdf(file);
  } catch (error) {
    // Locked files ask for their password as everywhere; only damage is repaired here.
    if (!(error instanceof PdfJobError) || error.problem.code !== "corrupt") throw error;
    try {
      doc = await PDFDocument.load(file.bytes, {
        ignoreEncryption: true,
        throwOnInvalidObject: false,
        updateMetadata: false,
        parseSpeed: ParseSpeeds.Fastest,
      });
    } catch {
      fail("corrupt", `"${file.name}" is too damaged to repair: nothing in it could be read.`, file.name);
    }
    if (doc.isEncrypted) {
      fail("unsupported", `"${file.name}" is locked and damaged; it cannot be repaired here.`, file.name);
    }
  }
  report({ stage: "Checking pages" });
  const pages = pagesOf(doc);
  const good: number[] = [];
  const lost: number[] = [];
  pages.forEach((page, i) => (page && readable(doc, page) ? good : lost).push(i));
  if (good.length === 0) {
    fail("corrupt", `"${file.name}" is too damaged to repair: none of its pages could be read.`, file.name);
  }
  report({ stage: "Copying pages", done: 0, total: good.length });
  const repaired = await PDFDocument.create();
  // The copier pdf-lib's copyPages uses, given the pages found rather than those the catalog lists
  // (which may be gone): each page takes what it inherited from its tree along.
  const copier = PDFObjectCopier.for(doc.context, repaired.context);
  for (const [n, index] of good.entries()) {
    try {
      const copy = copier.copy(pages[index]!);
      repaired.addPage(PDFPage.of(copy, repaired.context.register(copy), repaired));
    } catch {
      lost.push(index);
    }
    report({ stage: "Copying pages", done: n + 1, total: good.length });
  }
  lost.sort((a, b) => a - b);
  const notes = [
    `${repaired.getPageCount()} of ${pages.length} pages were read and written into a new, well-formed file.`,
  ];
  if (lost.length > 0) {
    const listed = lost.map((i) => i + 1).join(", ");
    notes.push(
      `${lost.length === 1 ? "Page" : "Pages"} ${listed} could not be read and ${lost.length === 1 ? "is" : "are"} missing.`,
    );
  }
  report({ stage: "Saving" });
  return writtenPdf(file, "repaired", repaired, undefined, notes);
}
