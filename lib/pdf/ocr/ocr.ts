import { concatTransformationMatrix, popGraphicsState, pushGraphicsState } from "@cantoo/pdf-lib";
import { fail } from "../errors";
import { openPdf } from "../open";
import { seenPage } from "../page-view";
import { writtenPdf } from "../save";
import { type PageSelection, selectedPages } from "../selection";
import type { InputFile, JobResult, ReportProgress } from "../types";
import { type OcrLanguage, OCR_LANGUAGES, OCR_MAX_PAGES, isOcrLanguage, ocrDpi } from "./languages";

export interface OcrOptions {
  pages: PageSelection;
  language: OcrLanguage;
}

/** The pages as a reader sees them, drawn for recognition (pdf.js in the browser, Ghostscript in tests). */
export interface PageImages {
  /** Whether the page (0-based) already carries text a reader can select. */
  hasText(index: number): Promise<boolean>;
  /** The page as shown (its rotation applied, its crop box only), at `dpi`, as a PNG. */
  draw(index: number, dpi: number): Promise<Blob | Uint8Array>;
  close(): void;
}

/** Tesseract (tesseract.js in a worker of its own): an image in, its text as an invisible PDF page out. */
export interface Recognizer {
  /** The recognised text, and a one-page PDF the image's size at `dpi` holding only its words, invisible. */
  textLayer(image: Blob | Uint8Array, dpi: number): Promise<{ pdf: Uint8Array; text: string }>;
  close(): Promise<void>;
}

export interface OcrEngine {
  pageImages(file: InputFile): Promise<PageImages>;
  recognizer(language: OcrLanguage): Promise<Recognizer>;
}

const pageList = (pages: number[]) =>
  pages.length === 1 ? `Page ${pages[0]}` : `Pages ${pages.slice(0, -1).join(", ")} and ${pages.at(-1)}`;

/**
 * Makes a scanned PDF searchable: each chosen page is drawn, recognised, and the words laid over it as
 * invisible text (Tesseract's own text-only PDF page, scaled onto the page as seen), so the page looks
 * exactly as before while its text can be found, selected and copied. Pages that already hold text are
 * left alone, as OCRmyPDF's --skip-text does: a second, misplaced copy of their words would only confuse.
 */
export async function ocrPdf(
  file: InputFile,
  options: OcrOptions,
  engine: OcrEngine,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  if (!isOcrLanguage(options.language)) {
    fail("invalid-input", `Choose one of: ${OCR_LANGUAGES.map((l) => l.label).join(", ")}.`);
  }
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const chosen = selectedPages(options.pages, doc.getPageCount());
  if (chosen.length > OCR_MAX_PAGES) {
    fail(
      "too-many",
      `You chose ${chosen.length} pages; OCR reads up to ${OCR_MAX_PAGES} at a time. Choose fewer pages and run it again for the rest.`,
    );
  }
  // pdf.js takes the bytes it is given (transferred to its worker); pdf-lib's document still reads its own.
  const images = await engine.pageImages({ ...file, bytes: file.bytes.slice() });
  let recognizer: Recognizer | undefined;
  const skipped: number[] = [];
  const empty: number[] = [];
  try {
    report({ stage: "Loading the OCR engine" });
    recognizer = await engine.recognizer(options.language);
    for (const [n, index] of chosen.entries()) {
      report({ stage: "Recognising text", done: n, total: chosen.length });
      if (await images.hasText(index)) {
        skipped.push(index + 1);
        continue;
      }
      const page = doc.getPage(index);
      const seen = seenPage(page);
      const dpi = ocrDpi(seen.width, seen.height);
      const layer = await recognizer.textLayer(await images.draw(index, dpi), dpi);
      if (layer.text.trim() === "") {
        empty.push(index + 1);
        continue;
      }
      const [text] = await doc.embedPdf(layer.pdf);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...seen.matrix));
      page.drawPage(text!, {
        x: 0,
        y: 0,
        xScale: seen.width / text!.width,
        yScale: seen.height / text!.height,
      });
      page.pushOperators(popGraphicsState());
    }
    report({ stage: "Recognising text", done: chosen.length, total: chosen.length });
  } finally {
    images.close();
    await recognizer?.close();
  }
  const notes: string[] = [];
  if (skipped.length === chosen.length) {
    notes.push("These pages already have text you can select, so there was nothing to recognise.");
  } else if (skipped.length > 0) {
    notes.push(
      `${pageList(skipped)} already had text you can select and ${skipped.length === 1 ? "was" : "were"} left as ${skipped.length === 1 ? "it was" : "they were"}.`,
    );
  }
  if (empty.length > 0) notes.push(`No text was found on ${pageList(empty).toLowerCase()}.`);
  report({ stage: "Saving" });
  return writtenPdf(file, "ocr", doc, undefined, notes);
}
