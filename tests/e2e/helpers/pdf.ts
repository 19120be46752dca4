import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";

/** A small, real PDF with one page of text. */
export async function makePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}
