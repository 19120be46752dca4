/// <reference lib="webworker" />
// The PDF tools' worker: one per job, so cancelling is terminating it. Everything here runs on the
// visitor's device; nothing is fetched or sent.
import { expose, transfer } from "comlink";
import { type Breakdown, analyze } from "./compress/analyze";
import { browserCodec } from "./compress/browser-codec";
import { type CompressOptions, compressPdf } from "./compress/compress";
import { imagesToPdf, type ImagesOptions } from "./images-to-pdf";
import { type MergeOptions, mergePdfs } from "./merge";
import type { PdfProblem } from "./errors";
import { openPdf } from "./open";
import { type JobOutcome, problemOf, runJob } from "./run-job";
import { type SplitMode, splitPdf } from "./split";
import type { InputFile, ReportProgress } from "./types";

async function webpToPng(bytes: Uint8Array): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: "image/webp" }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
}

/** Hands the output buffers over to the page instead of copying them. */
function handOver(outcome: JobOutcome): JobOutcome {
  if (!outcome.ok) return outcome;
  return transfer(outcome, [...new Set(outcome.result.outputs.map((o) => o.bytes.buffer as ArrayBuffer))]);
}

export type CountOutcome = { ok: true; counts: number[] } | { ok: false; problem: PdfProblem };

export type AnalyzeOutcome =
  { ok: true; breakdown: Breakdown; pages: number } | { ok: false; problem: PdfProblem };

export const pdfWorkerApi = {
  async analyze(file: InputFile): Promise<AnalyzeOutcome> {
    try {
      const doc = await openPdf(file);
      return { ok: true, breakdown: analyze(doc, file.bytes.byteLength), pages: doc.getPageCount() };
    } catch (error) {
      return { ok: false, problem: problemOf(error) };
    }
  },
  async compress(file: InputFile, options: CompressOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => compressPdf(file, options, r, browserCodec)));
  },
  /** Page counts of the chosen PDFs, for the page picker; locked or damaged files answer as in a job. */
  async countPages(
    files: InputFile[],
  ): Promise<{ ok: true; counts: number[] } | { ok: false; problem: PdfProblem }> {
    try {
      const counts: number[] = [];
      for (const file of files) counts.push((await openPdf(file)).getPageCount());
      return { ok: true, counts };
    } catch (error) {
      return { ok: false, problem: problemOf(error) };
    }
  },
  async merge(files: InputFile[], options: MergeOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => mergePdfs(files, options, r)));
  },
  async split(file: InputFile, split: SplitMode, report: ReportProgress) {
    return handOver(await runJob(report, (r) => splitPdf(file, split, r)));
  },
  async images(files: InputFile[], options: ImagesOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => imagesToPdf(files, options, r, webpToPng)));
  },
};

export type PdfWorkerApi = typeof pdfWorkerApi;

expose(pdfWorkerApi);
