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
import { type PdfMetadata, readMetadata } from "./metadata";
import { openPdf } from "./open";
import { shownSize } from "./page-view";
import { type JobOutcome, problemOf, runJob } from "./run-job";
import { type SplitMode, splitPdf } from "./split";
import { type DeleteOptions, type ExtractOptions, deletePages, extractPages } from "./extract";
import { type OrganizeOptions, organizePdf } from "./organize";
import { type CropOptions, cropPdf } from "./crop";
import { type FlattenOptions, flattenPdf } from "./flatten";
import type { GrayscaleOptions } from "./grayscale/grayscale";
import { type FillFormOptions, type FormField, fillForm, readForm } from "./form";
import { type RepairOptions, repairPdf } from "./repair";
import { type NUpOptions, nUpPdf } from "./n-up";
import type { OcrLanguage } from "./ocr/languages";
import { type OcrOptions, ocrPdf } from "./ocr/ocr";
import { type PageNumberOptions, addPageNumbers } from "./page-numbers";
import {
  type DocumentProperties,
  type EditPropertiesOptions,
  describeProperties,
  editProperties,
  removeProperties,
} from "./properties";
import { type ProtectOptions, type UnlockOptions, protectPdf, unlockPdf } from "./protect";
import { type RotateOptions, rotatePdf } from "./rotate";
import { type SignOptions, signPdf } from "./sign";
import { type ToImagesOptions, pdfToImages } from "./to-images";
import { type ToTextOptions, pdfToText } from "./to-text";
import { type WatermarkOptions, watermarkPdf } from "./watermark";
import type { InputFile, JobResult, ReportProgress } from "./types";

async function webpToPng(bytes: Uint8Array): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: "image/webp" }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
}

/** Hands the output buffers over to the page instead of copying them. */
function handOver<R extends JobResult>(outcome: JobOutcome<R>): JobOutcome<R> {
  if (!outcome.ok) return outcome;
  return transfer(outcome, [...new Set(outcome.result.outputs.map((o) => o.bytes.buffer as ArrayBuffer))]);
}

export type CountOutcome = { ok: true; counts: number[] } | { ok: false; problem: PdfProblem };

export type InspectOutcome =
  | {
      ok: true;
      pages: number;
      metadata: PdfMetadata;
      /** Its dates, creator, producer and whether it has XMP (Edit and Remove PDF Metadata). */
      properties: DocumentProperties;
      /** Each page's size in points as shown (for estimates such as PDF to JPG's pixels). */
      sizes: { width: number; height: number }[];
    }
  | { ok: false; problem: PdfProblem };

export type FormOutcome = { ok: true; fields: FormField[] } | { ok: false; problem: PdfProblem };

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
  /** A single-file tool's first look: page count and document properties; locked or damaged files answer as in a job. */
  async inspect(file: InputFile): Promise<InspectOutcome> {
    try {
      const doc = await openPdf(file);
      const sizes = doc.getPages().map(shownSize);
      return {
        ok: true,
        pages: sizes.length,
        metadata: readMetadata(doc),
        properties: describeProperties(doc),
        sizes,
      };
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
  async images(files: InputFile[], options: ImagesOptions, report: ReportProgress, ocr?: OcrLanguage) {
    if (!ocr) return handOver(await runJob(report, (r) => imagesToPdf(files, options, r, webpToPng)));
    const { browserOcrEngine } = await import("./ocr/browser-engine");
    const { searchableImagesToPdf } = await import("./ocr/searchable-images");
    return handOver(
      await runJob(report, (r) => searchableImagesToPdf(files, options, ocr, browserOcrEngine, r, webpToPng)),
    );
  },
  async organize(file: InputFile, options: OrganizeOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => organizePdf(file, options, r)));
  },
  async rotate(file: InputFile, options: RotateOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => rotatePdf(file, options, r)));
  },
  async extract(file: InputFile, options: ExtractOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => extractPages(file, options, r)));
  },
  async deletePages(file: InputFile, options: DeleteOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => deletePages(file, options, r)));
  },
  async toImages(file: InputFile, options: ToImagesOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => pdfToImages(file, options, r)));
  },
  async pageNumbers(file: InputFile, options: PageNumberOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => addPageNumbers(file, options, r)));
  },
  async watermark(file: InputFile, options: WatermarkOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => watermarkPdf(file, options, r)));
  },
  async sign(file: InputFile, options: SignOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => signPdf(file, options, r)));
  },
  async protect(file: InputFile, options: ProtectOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => protectPdf(file, options, r)));
  },
  async unlock(file: InputFile, options: UnlockOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => unlockPdf(file, options, r)));
  },
  async toText(file: InputFile, options: ToTextOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => pdfToText(file, options, r)));
  },
  async nUp(file: InputFile, options: NUpOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => nUpPdf(file, options, r)));
  },
  async editProperties(file: InputFile, options: EditPropertiesOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => editProperties(file, options, r)));
  },
  async removeProperties(file: InputFile, report: ReportProgress) {
    return handOver(await runJob(report, (r) => removeProperties(file, r)));
  },
  /** A form's fields, for Fill PDF Form's screen. */
  async readForm(file: InputFile): Promise<FormOutcome> {
    try {
      return { ok: true, fields: readForm(await openPdf(file)) };
    } catch (error) {
      return { ok: false, problem: problemOf(error) };
    }
  },
  async fillForm(file: InputFile, options: FillFormOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => fillForm(file, options, r)));
  },
  async crop(file: InputFile, options: CropOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => cropPdf(file, options, r)));
  },
  async repair(file: InputFile, options: RepairOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => repairPdf(file, options, r)));
  },
  async flatten(file: InputFile, options: FlattenOptions, report: ReportProgress) {
    return handOver(await runJob(report, (r) => flattenPdf(file, options, r)));
  },
  async grayscale(file: InputFile, options: GrayscaleOptions, report: ReportProgress) {
    const { grayscalePdf } = await import("./grayscale/grayscale");
    return handOver(await runJob(report, (r) => grayscalePdf(file, options, browserCodec, r)));
  },
  async compare(original: InputFile, changed: InputFile, report: ReportProgress) {
    // pdf.js, jsdiff and pixelmatch load only for a comparison: the worker serves every PDF tool.
    const { browserCompareEngine } = await import("./compare/browser-engine");
    const { comparePdfs } = await import("./compare/compare");
    return handOver(await runJob(report, (r) => comparePdfs(original, changed, browserCompareEngine, r)));
  },
  async ocr(file: InputFile, options: OcrOptions, report: ReportProgress) {
    // tesseract.js loads only for OCR: the worker serves every PDF tool.
    const { browserOcrEngine } = await import("./ocr/browser-engine");
    return handOver(await runJob(report, (r) => ocrPdf(file, options, browserOcrEngine, r)));
  },
};

export type PdfWorkerApi = typeof pdfWorkerApi;

expose(pdfWorkerApi);
