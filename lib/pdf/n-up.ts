import { PDFDocument, degrees, rgb } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { type PdfMetadata, readMetadata } from "./metadata";
import { openPdf } from "./open";
import { keepProtection, protectionOf } from "./protection";
import { readBookmarks } from "./outline";
import { shownSize, turnOf, visibleBox } from "./page-view";
import { writtenPdf } from "./save";
import type { InputFile, JobResult, ReportProgress } from "./types";

// N-up: several pages of a PDF on each sheet, shrunk to fit a grid, upright as a reader sees them (their
// rotation and crop box applied), in reading order across or down. Each page goes in as it is drawn (a form
// XObject of its content, shared resources included), so text stays text.

export type PerSheet = 2 | 4 | 9;
export type SheetSize = "source" | "a4" | "letter";
export type SheetOrder = "across" | "down";

export interface NUpOptions {
  perSheet: PerSheet;
  /** "source": the first page's own size (turned for 2 per sheet, so the two sit side by side). */
  sheet: SheetSize;
  order: SheetOrder;
  /** A thin line round each page. */
  borders: boolean;
  metadata?: PdfMetadata;
}

const PER_SHEET: readonly number[] = [2, 4, 9];
/** Paper in points, portrait. */
const PAPER = { a4: [595.28, 841.89], letter: [612, 792] } as const;
/** Round the sheet's edge and between pages, in points (about 1/4 and 1/6 inch). */
const MARGIN = 18;
const GAP = 12;

/** The sheet's size: portrait sources on portrait sheets for 4 and 9, on landscape sheets for 2. */
export function sheetSize(first: { width: number; height: number }, options: NUpOptions): [number, number] {
  const [short, long] =
    options.sheet === "source"
      ? [Math.min(first.width, first.height), Math.max(first.width, first.height)]
      : PAPER[options.sheet];
  const landscapeSource = first.width > first.height;
  // Two pages side by side want the sheet turned from the pages' own orientation.
  const landscape = options.perSheet === 2 ? !landscapeSource : landscapeSource;
  return landscape ? [long, short] : [short, long];
}

/** The grid's columns and rows on a sheet `width` × `height`. */
export function grid(perSheet: PerSheet, width: number, height: number): { cols: number; rows: number } {
  if (perSheet === 2) return width >= height ? { cols: 2, rows: 1 } : { cols: 1, rows: 2 };
  const side = perSheet === 4 ? 2 : 3;
  return { cols: side, rows: side };
}

export async function nUpPdf(
  file: InputFile,
  options: NUpOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  if (!PER_SHEET.includes(options.perSheet)) fail("invalid-input", "Choose 2, 4 or 9 pages per sheet.");
  report({ stage: "Reading the file" });
  const source = await openPdf(file);
  const pages = source.getPages();
  const doc = await PDFDocument.create();
  keepProtection(doc, protectionOf(source));
  report({ stage: "Placing pages", done: 0, total: pages.length });
  const embedded = await doc.embedPages(
    pages,
    pages.map((page) => {
      const box = visibleBox(page);
      return { left: box.x, bottom: box.y, right: box.x + box.width, top: box.y + box.height };
    }),
  );
  const [width, height] = sheetSize(shownSize(pages[0]!), options);
  const { cols, rows } = grid(options.perSheet, width, height);
  const cellWidth = (width - 2 * MARGIN - (cols - 1) * GAP) / cols;
  const cellHeight = (height - 2 * MARGIN - (rows - 1) * GAP) / rows;
  let sheet = doc.addPage([width, height]);
  pages.forEach((page, index) => {
    const slot = index % options.perSheet;
    if (index > 0 && slot === 0) sheet = doc.addPage([width, height]);
    const [col, row] =
      options.order === "across"
        ? [slot % cols, Math.floor(slot / cols)]
        : [Math.floor(slot / rows), slot % rows];
    const seen = shownSize(page);
    const scale = Math.min(cellWidth / seen.width, cellHeight / seen.height);
    const [w, h] = [seen.width * scale, seen.height * scale];
    // The page's seen box, centred in its cell; rows count from the top.
    const left = MARGIN + col * (cellWidth + GAP) + (cellWidth - w) / 2;
    const bottom = height - MARGIN - row * (cellHeight + GAP) - cellHeight + (cellHeight - h) / 2;
    // The content is drawn turned against the page's /Rotate (which viewers turn clockwise), about its
    // anchor, which sits on the corner that makes it land on the seen box.
    const turn = turnOf(page);
    const anchor = {
      0: [left, bottom],
      90: [left, bottom + h],
      180: [left + w, bottom + h],
      270: [left + w, bottom],
    }[turn];
    sheet.drawPage(embedded[index]!, {
      x: anchor[0],
      y: anchor[1],
      xScale: scale,
      yScale: scale,
      rotate: degrees(-turn),
    });
    if (options.borders) {
      sheet.drawRectangle({
        x: left,
        y: bottom,
        width: w,
        height: h,
        borderWidth: 0.5,
        borderColor: rgb(0.6, 0.6, 0.6),
      });
    }
    report({ stage: "Placing pages", done: index + 1, total: pages.length });
  });
  const lost =
    readBookmarks(source).length > 0 || pages.some((page) => (page.node.Annots()?.size() ?? 0) > 0);
  const notes = lost
    ? ["Links, comments and bookmarks stay in the original: sheets carry the pages' content only."]
    : [];
  report({ stage: "Saving" });
  return writtenPdf(file, `${options.perSheet}-up`, doc, options.metadata ?? readMetadata(source), notes);
}
