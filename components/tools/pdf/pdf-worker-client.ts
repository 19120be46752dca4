import { proxy, wrap } from "comlink";
import type { PdfWorkerApi } from "@/lib/pdf/worker";

// The page's side of the PDF worker: loaded with the first job or page count (use-pdf-job.ts), not with the
// page, as are comlink and the bundler's code that starts a worker.

/** Starts one worker (one per job, so cancelling is terminating it) and its comlink proxy. */
export function startPdfWorker() {
  const worker = new Worker(new URL("../../../lib/pdf/worker.ts", import.meta.url), { type: "module" });
  return { worker, api: wrap<PdfWorkerApi>(worker) };
}

export { proxy };
