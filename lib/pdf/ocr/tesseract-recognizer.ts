import { type ImageLike, PSM, type Worker } from "tesseract.js";
import type { Recognizer } from "./ocr";

/** A started tesseract.js worker as the OCR job uses it, in the browser and in Node alike. */
export function tesseractRecognizer(worker: Worker): Recognizer {
  return {
    async textLayer(image, dpi) {
      // Scans rarely say their resolution; Tesseract sizes its text-only page and judges text height by it.
      // The library's page segmentation is one block of text (its API's default); a page needs the
      // automatic layout analysis the CLI uses (columns, stray marks, skew).
      await worker.setParameters({ user_defined_dpi: String(dpi), tessedit_pageseg_mode: PSM.AUTO });
      // A Uint8Array (Node) is read as the Buffer it is typed for.
      const { data } = await worker.recognize(
        image as ImageLike,
        { pdfTextOnly: true },
        { pdf: true, text: true },
      );
      return { pdf: Uint8Array.from(data.pdf ?? []), text: data.text };
    },
    async close() {
      await worker.terminate();
    },
  };
}
