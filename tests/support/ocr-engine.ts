import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, OEM } from "tesseract.js";
import type { OcrLanguage } from "@/lib/pdf/ocr/languages";
import type { OcrEngine, PageImages, Recognizer } from "@/lib/pdf/ocr/ocr";
import { tesseractRecognizer } from "@/lib/pdf/ocr/tesseract-recognizer";
import { ghostscriptPng, pdftotext } from "./pdf-readers";
import type { InputFile } from "@/lib/pdf/types";

// The OCR job's engine outside a browser, for tests and the bench: pages drawn by Ghostscript and their
// text read by poppler's pdftotext (both Debian's, as a scanner's software would), recognised by the same
// tesseract.js and language data the browser gets (there, pdf.js draws: lib/pdf/ocr/browser-engine.ts).

/** Where the shipped language data lives, as the browser gets it from app/api/ocr. */
export const languageDir = (language: OcrLanguage) =>
  path.resolve("node_modules/@tesseract.js-data", language, "4.0.0_best_int");

export async function nodeRecognizer(language: OcrLanguage): Promise<Recognizer> {
  const worker = await createWorker(language, OEM.LSTM_ONLY, {
    langPath: languageDir(language),
    cacheMethod: "none",
  });
  return tesseractRecognizer(worker);
}

export const nodeOcrEngine: OcrEngine = {
  async pageImages(file: InputFile): Promise<PageImages> {
    const dir = mkdtempSync(path.join(tmpdir(), "ocr-"));
    const pdf = path.join(dir, "in.pdf");
    writeFileSync(pdf, file.bytes);
    return {
      hasText: async (index) => pdftotext(pdf, index + 1, file.password).trim() !== "",
      draw: async (index, dpi) => ghostscriptPng(pdf, index, dpi, file.password),
      close: () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  recognizer: (language) => nodeRecognizer(language),
};
