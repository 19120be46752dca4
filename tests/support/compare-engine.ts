import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import type { CompareEngine } from "@/lib/pdf/compare/compare";
import { ghostscriptRgbPng, pdftotext } from "./pdf-readers";

// Compare PDF's engine outside a browser: pages read by poppler's pdftotext and drawn by Ghostscript (in the
// browser pdf.js does both: lib/pdf/compare/browser-engine.ts), PNGs written and read by pngjs.

export const nodeCompareEngine: CompareEngine = {
  async open(file) {
    const dir = mkdtempSync(path.join(tmpdir(), "compare-"));
    const pdf = path.join(dir, "in.pdf");
    writeFileSync(pdf, file.bytes);
    return {
      text: async (index) => pdftotext(pdf, index + 1, file.password),
      async pixels(index, scale, width, height) {
        const drawn = PNG.sync.read(Buffer.from(ghostscriptRgbPng(pdf, index, 72 * scale, file.password)));
        const canvas = new PNG({ width, height, fill: true });
        canvas.data.fill(255);
        PNG.bitblt(drawn, canvas, 0, 0, Math.min(drawn.width, width), Math.min(drawn.height, height), 0, 0);
        return new Uint8ClampedArray(canvas.data);
      },
      close: () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  async png(rgba, width, height) {
    const png = new PNG({ width, height });
    png.data = Buffer.from(rgba);
    return new Uint8Array(PNG.sync.write(png));
  },
};

/** A PNG's pixels as RGBA, to look for the overlay's colours. */
export function readPng(bytes: Uint8Array): { width: number; height: number; data: Uint8Array } {
  const png = PNG.sync.read(Buffer.from(bytes));
  return { width: png.width, height: png.height, data: png.data };
}
