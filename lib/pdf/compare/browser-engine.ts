/// <reference lib="webworker" />
import { pagePlainText } from "../text-layout";
import { openRenderer } from "../to-images-render";
import type { CompareEngine } from "./compare";

// Compare PDF's engine in the browser, inside the PDF job worker: pdf.js reads each page's text and draws
// it on OffscreenCanvas, as PDF to Text and PDF to JPG do (tests use poppler and Ghostscript instead).
export const browserCompareEngine: CompareEngine = {
  async open(file) {
    const renderer = await openRenderer(file);
    return {
      text: async (index) => pagePlainText(await renderer.runs(index)),
      pixels: (index, scale, width, height) => renderer.rgba(index, scale, width, height),
      close: () => renderer.destroy(),
    };
  },
  async png(rgba, width, height) {
    const canvas = new OffscreenCanvas(width, height);
    canvas
      .getContext("2d")!
      .putImageData(new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
    const blob = await canvas.convertToBlob({ type: "image/png" });
    canvas.width = canvas.height = 0;
    return new Uint8Array(await blob.arrayBuffer());
  },
};
