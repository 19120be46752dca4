import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage, type PDFRef, degrees } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { PDF_LIMITS } from "./limits";
import { detachLinks, reattachLinks } from "./links";
import type { PdfMetadata } from "./metadata";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { keepProtection, protectionOf } from "./protection";
import { shownSize } from "./page-view";
import { placeBookmarks, readBookmarks, writeBookmarks } from "./outline";
import type { InputFile, JobResult, ReportProgress } from "./types";

export type QuarterTurn = 0 | 90 | 180 | 270;

/**
 * One page of the new document, in order: a page of the file (0-based; the same page may come more than
 * once), or a blank page as large as page `blankLike` looks. `rotate` turns it further clockwise.
 */
export type PlannedPage =
  { page: number; rotate?: QuarterTurn } | { blankLike: number; rotate?: QuarterTurn };

export interface OrganizeOptions {
  plan: PlannedPage[];
  metadata?: PdfMetadata;
}

const TURNS: readonly unknown[] = [0, 90, 180, 270];

/** Refuses a plan the screen could not have made, naming the first position that is wrong. */
export function checkPlan(plan: unknown, pageCount: number): PlannedPage[] {
  if (!Array.isArray(plan) || plan.length === 0) fail("invalid-input", "Keep at least one page.");
  if (plan.length > PDF_LIMITS.maxOrganizedPages) {
    fail(
      "invalid-input",
      `The new document would have ${plan.length} pages; the limit is ${PDF_LIMITS.maxOrganizedPages}.`,
    );
  }
  for (const [at, entry] of (plan as Partial<Record<string, unknown>>[]).entries()) {
    const index = entry?.page ?? entry?.blankLike;
    if (!Number.isInteger(index)) fail("invalid-input", `Position ${at + 1} does not name a page.`);
    if ((index as number) < 0 || (index as number) >= pageCount) {
      fail(
        "invalid-input",
        `Position ${at + 1} asks for page ${(index as number) + 1}, but this document has ${pageCount} pages.`,
      );
    }
    if (entry!.rotate !== undefined && !TURNS.includes(entry!.rotate)) {
      fail(
        "invalid-input",
        `Position ${at + 1} is turned by ${String(entry!.rotate)}; pages turn by 0, 90, 180 or 270 degrees.`,
      );
    }
  }
  return plan as PlannedPage[];
}

export async function organizePdf(
  file: InputFile,
  options: OrganizeOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const source = await openPdf(file);
  const plan = checkPlan(options?.plan, source.getPageCount());

  report({ stage: "Copying pages" });
  const wanted = plan.flatMap((p) => ("page" in p ? [p.page] : []));
  detachLinks(source, wanted);
  const doc = await PDFDocument.create();
  keepProtection(doc, protectionOf(source));
  // One copier for every page, so pages that share fonts and images (or a page that comes twice) still
  // share them in the new file.
  const copies = await doc.copyPages(source, wanted);
  const firstCopy = new Map<number, PDFRef>();
  const sourcePages = source.getPages();

  let next = 0;
  for (const [at, entry] of plan.entries()) {
    if (at % 100 === 0) report({ stage: "Arranging pages", done: at, total: plan.length });
    let page: PDFPage;
    if ("page" in entry) {
      page = doc.addPage(copies[next++]!);
      if (firstCopy.has(entry.page)) ownAnnotations(doc, page);
      else firstCopy.set(entry.page, page.ref);
    } else {
      const { width, height } = shownSize(sourcePages[entry.blankLike]!);
      page = doc.addPage([width, height]);
    }
    const turned = page.getRotation().angle + (entry.rotate ?? 0);
    page.setRotation(degrees(((turned % 360) + 360) % 360));
  }
  // A link goes to the first copy of its page; a link to a deleted page is removed. Bookmarks likewise.
  reattachLinks(doc, copies, (index) => firstCopy.get(index));
  writeBookmarks(
    doc,
    placeBookmarks(readBookmarks(source), (index) => firstCopy.get(index)),
  );

  report({ stage: "Saving" });
  return writtenPdf(file, "organized", doc, options.metadata);
}

/**
 * Copying a page twice with one copier gives both copies the same annotation objects, but an annotation
 * belongs to one page (viewers track it, and links are re-pointed per page): the later copy gets its own.
 */
function ownAnnotations(doc: PDFDocument, page: PDFPage): void {
  const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  if (!annots) return;
  const own = annots.asArray().map((entry) => {
    const annot = doc.context.lookup(entry);
    if (!(annot instanceof PDFDict)) return entry;
    const copy = annot.clone(doc.context);
    if (copy.has(PDFName.of("P"))) copy.set(PDFName.of("P"), page.ref);
    return doc.context.register(copy);
  });
  page.node.set(PDFName.of("Annots"), doc.context.obj(own));
}
