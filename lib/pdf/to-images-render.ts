// pdf.js drawing pages inside our job worker, on OffscreenCanvas (pdfjs-open.ts starts it). Its display layer
// reaches for `document` in three places, all replaced here: the canvases it needs for masks and patterns
// (OffscreenCanvas instead), SVG filters (none: transfer functions and luminosity soft masks are drawn
// without them, a rare loss), and font loading (fonts are drawn as outlines, with no FontFace at all; a
// font that is not embedded falls back to the system's fonts, as standard font data cannot be fetched).
import { openWithPdfjs } from "./pdfjs-open";
import { textRuns } from "./pdfjs-text";
import type { TextRun } from "./text-layout";
import type { ImageSize, PagePoints } from "./to-images-plan";
import type { InputFile } from "./types";

type CanvasAndContext = {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
};

/** pdf.js's canvas factory interface, on OffscreenCanvas. */
class OffscreenCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext("2d", { willReadFrequently: true }) };
  }
  reset({ canvas }: CanvasAndContext, width: number, height: number) {
    if (!canvas) throw new Error("Canvas is not specified");
    canvas.width = width;
    canvas.height = height;
  }
  destroy(entry: CanvasAndContext) {
    if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}

/** pdf.js's filter factory interface with no filters (they would be SVG elements in a document). */
class NoFilterFactory {
  addFilter() {
    return "none";
  }
  addHCMFilter() {
    return "none";
  }
  addAlphaFilter() {
    return "none";
  }
  addLuminosityFilter() {
    return "none";
  }
  addHighlightHCMFilter() {
    return "none";
  }
  destroy() {}
}

export interface PageRenderer {
  /** The page (0-based) as shown, in points, after its rotation. */
  points(index: number): Promise<PagePoints>;
  /**
   * Draws the page at `size` and starts encoding it. The canvas is freed before this returns (encoding
   * works on a copy of its pixels), so the next page can be drawn while this one encodes.
   */
  draw(index: number, size: ImageSize, type: string, quality: number): Promise<{ encoded: Promise<Blob> }>;
  /** Whether the page (0-based) holds any text a reader can select (OCR leaves such pages alone). */
  hasText(index: number): Promise<boolean>;
  /** The page's runs of text (Compare PDF reads them in order). */
  runs(index: number): Promise<TextRun[]>;
  /** The page drawn at `scale` from the top-left corner of a white `width` × `height` canvas, as RGBA. */
  rgba(index: number, scale: number, width: number, height: number): Promise<Uint8ClampedArray>;
  destroy(): void;
}

export async function openRenderer(file: InputFile): Promise<PageRenderer> {
  const { doc, failed, close } = await openWithPdfjs(file, {
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
  });
  return {
    async points(index) {
      const page = await Promise.race([doc.getPage(index + 1), failed]);
      const { width, height } = page.getViewport({ scale: 1 });
      return { width, height };
    },
    async draw(index, size, type, quality) {
      const page = await Promise.race([doc.getPage(index + 1), failed]);
      const viewport = page.getViewport({ scale: size.scale });
      const canvas = new OffscreenCanvas(size.width, size.height);
      // The viewport is a fraction of a pixel off the whole-pixel canvas: stretch it to fill exactly.
      const transform = [size.width / viewport.width, 0, 0, size.height / viewport.height, 0, 0];
      const task = page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, transform });
      await Promise.race([task.promise, failed]);
      page.cleanup();
      const encoded = canvas.convertToBlob({ type, quality });
      canvas.width = canvas.height = 0;
      return { encoded };
    },
    async hasText(index) {
      const page = await Promise.race([doc.getPage(index + 1), failed]);
      return (await textRuns(page, failed)).some((run) => run.str.trim() !== "");
    },
    async runs(index) {
      const page = await Promise.race([doc.getPage(index + 1), failed]);
      const runs = await textRuns(page, failed);
      page.cleanup();
      return runs;
    },
    async rgba(index, scale, width, height) {
      const page = await Promise.race([doc.getPage(index + 1), failed]);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d", { willReadFrequently: true })!;
      context.fillStyle = "#fff";
      context.fillRect(0, 0, width, height);
      const viewport = page.getViewport({ scale });
      const task = page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        viewport,
        background: "#fff",
      });
      await Promise.race([task.promise, failed]);
      page.cleanup();
      const { data } = context.getImageData(0, 0, width, height);
      canvas.width = canvas.height = 0;
      return data;
    },
    destroy: close,
  };
}
