import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, OEM } from "tesseract.js";
import type { OcrLanguage } from "@/lib/pdf/ocr/languages";
import type { OcrEngine, PageImages, Recognizer } from "@/lib/pdf/ocr/ocr";
import { tesseractRecognizer } from "@/lib/pdf/ocr/tesseract-recognizer";
import type { InputFile } from "@/lib/pdf/types";

// The OCR job's engine outside a browser, for tests and the bench: pages drawn by Ghostscript and their
// text read by poppler's pdftotext (both Debian's, as a scanner's software would), recognised by the same
// tesseract.js and language data the browser gets (there, pdf.js draws: lib/pdf/ocr/browser-engine.ts).

/** Where the shipped language data lives, as the browser gets it from app/api/ocr. */
export const languageDir = (language: OcrLanguage) =>
  path.resolve("node_modules/@tesseract.js-data", language, "4.0.0_best_int");

function run(command: string, args: string[]): Buffer {
  const done = spawnSync(command, args, { maxBuffer: 256 * 1024 * 1024 });
  if (done.status !== 0) throw new Error(`${command} failed: ${done.stderr.toString()}`);
  return done.stdout;
}

/** A page (0-based) of a PDF file drawn by Ghostscript as a grey PNG at `dpi`, its crop box only. */
export function ghostscriptPng(file: string, index: number, dpi: number, password?: string): Uint8Array {
  const page = String(index + 1);
  return run("gs", [
    ...(password ? [`-sPDFPassword=${password}`] : []),
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-dSAFER",
    "-dUseCropBox",
    "-sDEVICE=pnggray",
    `-r${dpi}`,
    `-dFirstPage=${page}`,
    `-dLastPage=${page}`,
    "-sOutputFile=-",
    file,
  ]);
}

/** The text poppler's pdftotext reads from a PDF file's pages (all, or one 1-based page). */
export function pdftotext(file: string, page?: number, password?: string): string {
  const pages = page ? ["-f", String(page), "-l", String(page)] : [];
  const open = password ? ["-upw", password] : [];
  return run("pdftotext", [...pages, ...open, "-enc", "UTF-8", file, "-"]).toString("utf8");
}

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
