/// <reference lib="webworker" />
import { createWorker, OEM } from "tesseract.js";
import { openRenderer } from "../to-images-render";
import { imageSize } from "../to-images-plan";
import { OCR_ASSETS_PATH } from "./assets";
import type { OcrEngine, Recognizer } from "./ocr";
import { tesseractRecognizer } from "./tesseract-recognizer";
import type { OcrLanguage } from "./languages";

// The OCR job's engine in the browser, inside the PDF job worker: pdf.js draws each page (as PDF to
// JPG/PNG does), and tesseract.js recognises it in a worker of its own, started from here with its script,
// WebAssembly core and language data all from our origin (app/api/ocr). Terminating the job worker (Cancel)
// ends that worker too.

async function recognizer(language: OcrLanguage): Promise<Recognizer> {
  const base = `${self.location.origin}${OCR_ASSETS_PATH}`;
  const worker = await createWorker(language, OEM.LSTM_ONLY, {
    workerPath: `${base}/worker.min.js`,
    corePath: base,
    langPath: `${base}/lang`,
    // A worker from a blob: address would need `blob:` scripts; this one is a plain script of ours.
    workerBlobURL: false,
    // The files are cached by the browser for good (versioned addresses): no second copy in IndexedDB.
    cacheMethod: "none",
  });
  return tesseractRecognizer(worker);
}

export const browserOcrEngine: OcrEngine = {
  async pageImages(file) {
    const renderer = await openRenderer(file);
    return {
      hasText: (index) => renderer.hasText(index),
      async draw(index, dpi) {
        const size = imageSize(await renderer.points(index), dpi);
        const { encoded } = await renderer.draw(index, size, "image/png", 1);
        return encoded;
      },
      close: () => renderer.destroy(),
    };
  },
  recognizer,
};
