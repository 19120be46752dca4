import pixelmatch from "pixelmatch";
import { formatCount } from "@/lib/format";
import { fail } from "../errors";
import { PDF_LIMITS } from "../limits";
import { openPdf } from "../open";
import { shownSize } from "../page-view";
import type { InputFile, OutputFile, ReportProgress } from "../types";
import { type PagePair, alignPages } from "./align";
import { type CompareResult, type ComparedPage, pageDiffers, pageTitle } from "./result";
import { textChanges } from "./text-changes";

/** The overlay's largest size in pixels: enough to read body text, small enough for 100 pages. */
const OVERLAY_MAX = { width: 900, height: 1200 };
/** Red: only in the original (darker there). Green: only in the changed file. */
export const REMOVED_COLOUR: [number, number, number] = [220, 38, 38];
export const ADDED_COLOUR: [number, number, number] = [22, 163, 74];

/** One file's pages, read and drawn (pdf.js in the browser, poppler and Ghostscript in tests). */
export interface ComparePages {
  /** The page's text (0-based index) in reading order. */
  text(index: number): Promise<string>;
  /**
   * The page as shown (its rotation and crop box applied), drawn at `scale` pixels per point from the
   * top-left corner of a white `width` × `height` canvas, as RGBA.
   */
  pixels(index: number, scale: number, width: number, height: number): Promise<Uint8ClampedArray>;
  close(): void;
}

export interface CompareEngine {
  open(file: InputFile): Promise<ComparePages>;
  png(rgba: Uint8ClampedArray, width: number, height: number): Promise<Uint8Array>;
}

async function readTexts(
  pages: ComparePages,
  count: number,
  progress: (done: number) => void,
): Promise<string[]> {
  const texts: string[] = [];
  for (let index = 0; index < count; index++) {
    progress(index);
    texts.push(await pages.text(index));
  }
  return texts;
}

function checkSize(file: InputFile, count: number) {
  if (count > PDF_LIMITS.maxComparePages) {
    fail(
      "too-many",
      `"${file.name}" has ${count} pages; Compare PDF reads up to ${PDF_LIMITS.maxComparePages} pages per file. Extract the pages to compare first.`,
      file.name,
    );
  }
}

/** The differences as a text file: each differing page, its removed words in [-…-] and added in {+…+}. */
function changesText(original: InputFile, changed: InputFile, pages: ComparedPage[]): string {
  const lines = [`Comparing "${original.name}" (original) with "${changed.name}" (changed)`, ""];
  const differing = pages.filter(pageDiffers);
  if (differing.length === 0) lines.push("No differences: the same text, and the pages look the same.");
  for (const page of differing) {
    lines.push(pageTitle(page));
    if (page.text.length > 0) {
      lines.push(
        page.text
          .map((c) =>
            c.kind === "removed" ? `[-${c.text}-]` : c.kind === "added" ? `{+${c.text}+}` : c.text,
          )
          .join(""),
      );
    } else if (page.pixels) lines.push("The words are the same; the page looks different (see the overlay).");
    lines.push("");
  }
  return lines.join("\n");
}

function summary(pages: ComparedPage[]): string {
  const differing = pages.filter(pageDiffers);
  if (differing.length === 0) return "The two files hold the same text and their pages look the same.";
  const added = differing.filter((p) => p.original === undefined).length;
  const removed = differing.filter((p) => p.changed === undefined).length;
  const changed = differing.length - added - removed;
  const parts = [
    changed ? `${formatCount(changed, "page")} changed` : "",
    added ? `${formatCount(added, "page")} added` : "",
    removed ? `${formatCount(removed, "page")} removed` : "",
  ].filter(Boolean);
  return `${parts.join(", ")}.`;
}

/**
 * Compares two PDFs page by page: pages are matched by their text (align.ts), each pair's words are
 * compared (text-changes.ts), and both pages are drawn at the same scale and compared pixel by pixel
 * (pixelmatch), the differences marked on a faded copy of the original: red for what only the original
 * shows, green for what only the changed file shows.
 */
export async function comparePdfs(
  original: InputFile,
  changed: InputFile,
  engine: CompareEngine,
  report: ReportProgress = () => {},
): Promise<CompareResult> {
  report({ stage: "Reading the files" });
  const docs = [await openPdf(original), await openPdf(changed)] as const;
  const counts = docs.map((doc) => doc.getPageCount());
  checkSize(original, counts[0]!);
  checkSize(changed, counts[1]!);
  const sizes = docs.map((doc) => doc.getPages().map(shownSize));
  // pdf.js takes the bytes it is given (transferred to its worker): it gets copies.
  const a = await engine.open({ ...original, bytes: original.bytes.slice() });
  const b = await engine.open({ ...changed, bytes: changed.bytes.slice() }).catch((error: unknown) => {
    a.close();
    throw error;
  });
  try {
    const total = counts[0]! + counts[1]!;
    const readProgress = (offset: number) => (done: number) =>
      report({ stage: "Reading text", done: offset + done, total });
    const texts = [
      await readTexts(a, counts[0]!, readProgress(0)),
      await readTexts(b, counts[1]!, readProgress(counts[0]!)),
    ];
    const pairs: PagePair[] = alignPages(texts[0]!, texts[1]!);
    const pages: ComparedPage[] = [];
    const outputs: OutputFile[] = [];
    for (const [n, pair] of pairs.entries()) {
      report({ stage: "Comparing pages", done: n, total: pairs.length });
      const page: ComparedPage = {
        original: pair.original === undefined ? undefined : pair.original + 1,
        changed: pair.changed === undefined ? undefined : pair.changed + 1,
        text: textChanges(
          pair.original === undefined ? "" : texts[0]![pair.original]!,
          pair.changed === undefined ? "" : texts[1]![pair.changed]!,
        ),
      };
      if (pair.original !== undefined && pair.changed !== undefined) {
        const sa = sizes[0]![pair.original]!;
        const sb = sizes[1]![pair.changed]!;
        const points = { width: Math.max(sa.width, sb.width), height: Math.max(sa.height, sb.height) };
        const scale = Math.min(OVERLAY_MAX.width / points.width, OVERLAY_MAX.height / points.height);
        const width = Math.max(1, Math.round(points.width * scale));
        const height = Math.max(1, Math.round(points.height * scale));
        const before = await a.pixels(pair.original, scale, width, height);
        const after = await b.pixels(pair.changed, scale, width, height);
        const overlay = new Uint8ClampedArray(width * height * 4);
        page.pixels = pixelmatch(before, after, overlay, width, height, {
          alpha: 0.2,
          // Both pages are drawn by one renderer, so smoothed edges differ only where the ink does: what
          // pixelmatch would set aside as anti-aliasing is half of a changed glyph's outline here.
          includeAA: true,
          diffColor: REMOVED_COLOUR,
          diffColorAlt: ADDED_COLOUR,
        });
        if (page.pixels > 0) {
          page.overlay =
            page.original === page.changed
              ? `overlay-page-${page.original}.png`
              : `overlay-page-${page.original}-vs-${page.changed}.png`;
          outputs.push({ name: page.overlay, bytes: await engine.png(overlay, width, height), pages: 1 });
        }
      }
      pages.push(page);
    }
    report({ stage: "Comparing pages", done: pairs.length, total: pairs.length });
    const changes = new TextEncoder().encode(changesText(original, changed, pages));
    return {
      outputs: [{ name: "changes.txt", bytes: changes, pages: pages.filter(pageDiffers).length }, ...outputs],
      notes: [summary(pages)],
      pages,
    };
  } finally {
    a.close();
    b.close();
  }
}
