import { PDFDocument, type PDFPage, PDFRef, degrees } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { detachLinks, reattachLinks } from "./links";
import { PDF_LIMITS } from "./limits";
import { savePdf } from "./save";
import { openPdf } from "./open";
import { combinedProtection, keepProtection, withProtectionNote } from "./protection";
import { placeBookmarks, readBookmarks, writeBookmarks } from "./outline";
import { baseName } from "./zip";
import type { InputFile, JobResult, ReportProgress } from "./types";

/** One page of the merged document: which file, which page of it (0-based), and extra clockwise turn. */
export interface MergePage {
  file: number;
  page: number;
  rotate?: 0 | 90 | 180 | 270;
}

export interface MergeOptions {
  /** The pages in their new order; when absent, every page of every file in file order. */
  pages?: MergePage[];
  /** Add one bookmark per source file (its name), with that file's own bookmarks beneath it. */
  bookmarkPerFile?: boolean;
  outputName?: string;
}

export async function mergePdfs(
  files: InputFile[],
  options: MergeOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  if (files.length < 2 && !options.pages) fail("invalid-input", "Choose at least two PDFs to merge.");
  if (files.length > PDF_LIMITS.maxMergeFiles) {
    fail("too-many", `You chose ${files.length} PDFs; the limit is ${PDF_LIMITS.maxMergeFiles} per merge.`);
  }
  const sources: PDFDocument[] = [];
  for (const [i, file] of files.entries()) {
    report({ stage: "Reading files", done: i, total: files.length });
    sources.push(await openPdf(file));
  }
  const order: MergePage[] =
    options.pages ?? sources.flatMap((doc, file) => doc.getPageIndices().map((page) => ({ file, page })));
  if (order.length === 0) fail("invalid-input", "There are no pages left to merge.");

  const merged = await PDFDocument.create();
  keepProtection(merged, combinedProtection(sources));
  // Each position of `order` gets its own copy; `placed` remembers where each source page ended up so
  // bookmarks can be re-pointed at it.
  const copyAt: PDFPage[] = [];
  const placed = new Map<string, PDFRef>();
  const copiesOf = new Map<number, PDFPage[]>();
  for (const [file, source] of sources.entries()) {
    report({ stage: "Copying pages", done: file, total: sources.length });
    const positions = order.flatMap((p, at) => (p.file === file ? [at] : []));
    if (positions.length === 0) continue;
    const indexes = positions.map((at) => checkPage(order[at]!, source, files[file]!.name));
    detachLinks(source, indexes);
    const copies = await merged.copyPages(source, indexes);
    copiesOf.set(file, copies);
    positions.forEach((at, i) => (copyAt[at] = copies[i]!));
  }
  const firstPageOfFile = new Map<number, PDFRef>();
  order.forEach((p, at) => {
    const copy = copyAt[at]!;
    if (p.rotate) copy.setRotation(degrees((copy.getRotation().angle + p.rotate) % 360));
    merged.addPage(copy);
    if (!firstPageOfFile.has(p.file)) firstPageOfFile.set(p.file, copy.ref);
    if (!placed.has(`${p.file}:${p.page}`)) placed.set(`${p.file}:${p.page}`, copy.ref);
  });

  // Links within a file go to their page's new place; a link to a page left out is removed.
  for (const [file, copies] of copiesOf)
    reattachLinks(merged, copies, (page) => placed.get(`${file}:${page}`));

  report({ stage: "Keeping bookmarks" });
  const bookmarks = sources.flatMap((source, file) => {
    const own = placeBookmarks(readBookmarks(source), (page) => placed.get(`${file}:${page}`));
    const first = firstPageOfFile.get(file);
    if (!options.bookmarkPerFile || !first) return own;
    return [{ title: baseName(files[file]!.name), target: first, view: [], children: own }];
  });
  writeBookmarks(merged, bookmarks);

  report({ stage: "Saving" });
  const bytes = await savePdf(merged);
  return {
    outputs: [{ name: options.outputName ?? "merged.pdf", bytes, pages: merged.getPageCount() }],
    notes: withProtectionNote(merged, []),
  };
}

function checkPage(p: MergePage, source: PDFDocument, name: string): number {
  if (!Number.isInteger(p.page) || p.page < 0 || p.page >= source.getPageCount()) {
    fail("invalid-input", `"${name}" has no page ${p.page + 1}.`, name);
  }
  return p.page;
}
