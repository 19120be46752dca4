import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFPage,
  PDFRef,
  PDFStream,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from "@cantoo/pdf-lib";
import { formatCount } from "@/lib/format";
import type { PdfMetadata } from "./metadata";
import { openPdf } from "./open";
import type { Matrix } from "./page-view";
import { concat } from "./page-placement";
import { writtenPdf } from "./save";
import type { InputFile, JobResult, ReportProgress } from "./types";

export interface FlattenOptions {
  /** Absent: the file keeps its own document properties. */
  metadata?: PdfMetadata;
}

// Annotation flags (PDF 32000 Table 165): hidden ones are never drawn, so they go without a trace.
const HIDDEN = 1 << 1;
const NO_VIEW = 1 << 5;

const name = (value: string) => PDFName.of(value);

function numbers(array: unknown, length: number): number[] | undefined {
  if (!(array instanceof PDFArray) || array.size() !== length) return undefined;
  const values = array.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return values.every(Number.isFinite) ? values : undefined;
}

/** The stream an annotation shows: its normal appearance, or the one its state (/AS) picks. */
function normalAppearance(annot: PDFDict): PDFRef | undefined {
  const ap = annot.lookup(name("AP"));
  if (!(ap instanceof PDFDict)) return undefined;
  let normal = ap.get(name("N"));
  const looked = normal instanceof PDFRef ? ap.context.lookup(normal) : normal;
  if (looked instanceof PDFDict && !(looked instanceof PDFStream)) {
    const state = annot.lookup(name("AS"));
    normal = state instanceof PDFName ? looked.get(state) : undefined;
  }
  return normal instanceof PDFRef && ap.context.lookup(normal) instanceof PDFStream ? normal : undefined;
}

/**
 * Where a viewer draws an appearance stream (PDF 32000 §12.5.5): its bounding box, through its own matrix,
 * is fitted to the annotation's rectangle. Returns the matrix to paint it with, which the stream's own
 * /Matrix then follows.
 */
function placement(annot: PDFDict, appearance: PDFStream): Matrix | undefined {
  const rect = numbers(annot.lookup(name("Rect")), 4);
  const box = numbers(appearance.dict.lookup(name("BBox")), 4);
  if (!rect || !box) return undefined;
  const own = (numbers(appearance.dict.lookup(name("Matrix")), 6) ?? [1, 0, 0, 1, 0, 0]) as Matrix;
  const corners = [
    [box[0]!, box[1]!],
    [box[2]!, box[1]!],
    [box[0]!, box[3]!],
    [box[2]!, box[3]!],
  ].map(([x, y]) => [own[0] * x! + own[2] * y! + own[4], own[1] * x! + own[3] * y! + own[5]]);
  const [xs, ys] = [corners.map((c) => c[0]!), corners.map((c) => c[1]!)];
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [left, right] = [Math.min(rect[0]!, rect[2]!), Math.max(rect[0]!, rect[2]!)];
  const [bottom, top] = [Math.min(rect[1]!, rect[3]!), Math.max(rect[1]!, rect[3]!)];
  if (x1 === x0 || y1 === y0) return undefined;
  const [sx, sy] = [(right - left) / (x1 - x0), (top - bottom) / (y1 - y0)];
  return concat([1, 0, 0, 1, -x0, -y0], [sx, 0, 0, sy, left, bottom]);
}

/** Draws each visible annotation of the page into its content and removes it; links stay. */
function flattenPage(doc: PDFDocument, page: PDFPage): { marks: number; links: number } {
  const annots = page.node.Annots();
  if (!annots) return { marks: 0, links: 0 };
  let [marks, links] = [0, 0];
  const kept: (PDFRef | PDFDict)[] = [];
  for (const entry of annots.asArray()) {
    const annot = entry instanceof PDFRef ? doc.context.lookup(entry) : entry;
    if (!(annot instanceof PDFDict)) continue;
    const subtype = annot.lookup(name("Subtype"));
    if (subtype === name("Link")) {
      kept.push(entry as PDFRef | PDFDict);
      links++;
      continue;
    }
    const flags = annot.lookup(name("F"));
    const hidden = flags instanceof PDFNumber && (flags.asNumber() & (HIDDEN | NO_VIEW)) !== 0;
    const ref = hidden || subtype === name("Popup") ? undefined : normalAppearance(annot);
    const stream = ref ? doc.context.lookup(ref, PDFStream) : undefined;
    const matrix = stream ? placement(annot, stream) : undefined;
    if (!ref || !stream || !matrix) continue;
    // Some producers leave out what a form XObject must say it is.
    stream.dict.set(name("Type"), name("XObject"));
    stream.dict.set(name("Subtype"), name("Form"));
    const key = page.node.newXObject("Flat", ref);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(...matrix),
      drawObject(key),
      popGraphicsState(),
    );
    if (subtype !== name("Widget")) marks++;
  }
  if (kept.length > 0) page.node.set(name("Annots"), doc.context.obj(kept));
  else page.node.delete(name("Annots"));
  return { marks, links };
}

/**
 * Draws the form's fields (with their values) and every visible annotation into the pages and removes
 * them, links apart; Fill PDF Form's "flatten" does the same after filling. Fields without an appearance
 * get one first (pdf-lib draws their values).
 */
export function flattenDocument(
  doc: PDFDocument,
  report: ReportProgress = () => {},
): { fields: number; marks: number; links: number } {
  const form = doc.catalog.has(name("AcroForm")) ? doc.getForm() : undefined;
  const fields = form?.getFields().length ?? 0;
  // Values typed by a program that left the drawing to the reader (NeedAppearances) get their appearance.
  form?.updateFieldAppearances();
  const pages = doc.getPages();
  let [marks, links] = [0, 0];
  for (const [i, page] of pages.entries()) {
    report({ stage: "Flattening pages", done: i, total: pages.length });
    const flat = flattenPage(doc, page);
    marks += flat.marks;
    links += flat.links;
  }
  doc.catalog.delete(name("AcroForm"));
  return { fields, marks, links };
}

/**
 * Flatten PDF: form fields and comments, stamps and drawings become part of the pages' content, looking as
 * they did, so they can no longer be changed or lost by a reader that does not show them. Links keep working.
 */
export async function flattenPdf(
  file: InputFile,
  options: FlattenOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const { fields, marks, links } = flattenDocument(doc, report);
  const notes: string[] = [];
  if (fields === 0 && marks === 0) notes.push("This PDF had no form fields or comments to flatten.");
  else {
    notes.push(
      `${formatCount(fields, "form field")} and ${formatCount(marks, "comment or drawing", "comments or drawings")} are now part of the pages.`,
    );
  }
  if (links > 0) notes.push("Links still work: they are not drawn, so they stay as links.");
  report({ stage: "Saving" });
  return writtenPdf(file, "flattened", doc, options.metadata, notes);
}
