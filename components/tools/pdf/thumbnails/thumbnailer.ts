import type { PDFDocumentProxy } from "pdfjs-dist";
import { concurrencyLimit } from "@/lib/pdf/thumbs/limit";

/** One chosen PDF to draw pages of. */
export interface ThumbSource {
  file: File;
  password?: string;
}

export interface Thumbnailer {
  /**
   * A blob: URL of a PNG of the page (0-based), `width` CSS pixels wide (a thumbnail's unless asked), drawn
   * at most once per width; rejects if the file cannot be read.
   */
  thumbnail(source: number, page: number, width?: number): Promise<string>;
  /** Stops pdf.js and its worker and frees every image drawn. */
  destroy(): void;
}

/** Thumbnail width in CSS pixels; drawn at twice that (any width asked is) for sharp screens. */
const WIDTH = 160;
// pdf.js parses in its worker, but drawing runs on the page: two at a time keeps the tab responsive
// while a 500-page picker fills in, and bounds the canvases alive at once.
const AT_ONCE = 2;

/**
 * Draws page thumbnails with pdf.js. pdf.js (several hundred KB) is imported only when this is created, i.e.
 * when a file has been chosen, and its worker is our own bundled copy (lib/pdf/pdfjs-worker.ts), so it is served
 * from this origin under the tool pages' CSP.
 */
export function createThumbnailer(sources: readonly ThumbSource[]): Thumbnailer {
  const limit = concurrencyLimit(AT_ONCE);
  const urls = new Map<string, Promise<string>>();
  const made: string[] = [];
  let destroyed = false;
  const pdfjs = import("pdfjs-dist");
  const worker = new Worker(new URL("../../../../lib/pdf/pdfjs-worker.ts", import.meta.url), {
    type: "module",
  });
  const pdfWorker = pdfjs.then((lib) => lib.PDFWorker.create({ port: worker }));
  const docs = new Map<number, Promise<PDFDocumentProxy>>();

  const open = (index: number) => {
    let doc = docs.get(index);
    if (!doc) {
      const source = sources[index]!;
      doc = Promise.all([pdfjs, pdfWorker, source.file.arrayBuffer()]).then(
        ([lib, port, bytes]) =>
          lib.getDocument({
            data: new Uint8Array(bytes),
            password: source.password,
            worker: port,
            // The tool pages' CSP allows no eval, and nothing may be fetched: no WASM decoders, no font files.
            isEvalSupported: false,
            useWasm: false,
            useWorkerFetch: false,
          }).promise,
      );
      docs.set(index, doc);
    }
    return doc;
  };

  const draw = (source: number, page: number, width: number) =>
    limit(async () => {
      if (destroyed) throw new Error("Thumbnails stopped");
      const pdfPage = await (await open(source)).getPage(page + 1);
      const scale = (2 * width) / pdfPage.getViewport({ scale: 1 }).width;
      const viewport = pdfPage.getViewport({ scale });
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await pdfPage.render({ canvas, viewport }).promise;
      pdfPage.cleanup();
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      if (!blob || destroyed) throw new Error("Thumbnails stopped");
      const url = URL.createObjectURL(blob);
      made.push(url);
      return url;
    });

  return {
    thumbnail(source, page, width = WIDTH) {
      const key = `${source}:${page}:${width}`;
      let url = urls.get(key);
      if (!url) {
        url = draw(source, page, width);
        urls.set(key, url);
      }
      return url;
    },
    destroy() {
      destroyed = true;
      for (const doc of docs.values()) void doc.then((d) => d.destroy()).catch(() => {});
      void pdfWorker.then((w) => w.destroy()).catch(() => {});
      worker.terminate();
      for (const url of made) URL.revokeObjectURL(url);
    },
  };
}
