import { getDocument, PDFWorker, type PDFDocumentProxy } from "pdfjs-dist";
import type { InputFile } from "./types";

// pdf.js inside our job worker: it parses in a worker of its own, started from here (a nested worker, our
// bundled copy, so it is served from this origin), with nothing evaluated or fetched, as the tool pages'
// policy requires. PDF to JPG/PNG draws with it (to-images-render.ts), PDF to Text reads its text (to-text.ts).

export interface OpenedWithPdfjs {
  doc: PDFDocumentProxy;
  /** Rejects if pdf.js's worker dies (out of memory): race every call against it, or it may never settle. */
  failed: Promise<never>;
  close(): void;
}

/** Drawing needs pdf.js's canvas and filter factories replaced (to-images-render.ts); reading text does not. */
interface DisplayFactories {
  CanvasFactory?: object;
  FilterFactory?: object;
}

export async function openWithPdfjs(
  file: InputFile,
  factories: DisplayFactories = {},
): Promise<OpenedWithPdfjs> {
  const worker = new Worker(new URL("./pdfjs-worker.ts", import.meta.url), { type: "module" });
  // pdf.js would wait for ever on a worker that failed to start or died (out of memory): fail instead.
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener(
      "error",
      () => reject(new Error("pdf.js stopped (the browser may have run out of memory)")),
      { once: true },
    ),
  );
  failed.catch(() => {});
  const port = PDFWorker.create({ port: worker });
  try {
    const loading = getDocument({
      // pdf.js hands the bytes to its worker (transferred): the caller must not need them again.
      data: file.bytes,
      password: file.password,
      worker: port,
      ...factories,
      disableFontFace: true,
      // As on the tool pages: no eval, and nothing fetched (no WASM decoders, no font or CMap files).
      isEvalSupported: false,
      useWasm: false,
      useWorkerFetch: false,
    });
    const doc = await Promise.race([loading.promise, failed]);
    return {
      doc,
      failed,
      close() {
        void doc.destroy().catch(() => {});
        worker.terminate();
      },
    };
  } catch (error) {
    worker.terminate();
    throw error;
  }
}
