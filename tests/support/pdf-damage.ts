import { PDFDocument } from "@cantoo/pdf-lib";
import { labelledPdf } from "./pdf-fixtures";

// Damaged PDFs, as files get damaged: Repair PDF's unit tests and e2e spec.

/** `labelled` pages, written without object streams (as most producers write), so damage hits one object. */
export async function plainPdf(label: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf(label, pages));
  return doc.save({ useObjectStreams: false });
}

/** Six (or `pages`) labelled pages, the download cut off at 70 %: the last pages and the trailer are gone. */
export async function cutOffPdf(label = "T", pages = 6): Promise<Uint8Array> {
  const whole = await plainPdf(label, pages);
  return whole.slice(0, Math.floor(whole.byteLength * 0.7));
}

export const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
export const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
