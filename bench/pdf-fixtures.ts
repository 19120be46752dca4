import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { photoJpeg } from "../tests/support/image-fixtures";

/** A text document of `pages` pages, each with a heading and a paragraph, like a typical report. */
export async function reportPdf(label: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = "The quick brown fox jumps over the lazy dog while the report goes on. ";
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${label}: section ${i}`, { x: 72, y: 720, size: 18, font });
    for (let row = 0; row < 40; row++) page.drawText(line, { x: 72, y: 690 - row * 15, size: 10, font });
  }
  return doc.save();
}

/** `pages` pages, each a 6×4 inch photo scanned at 300 dpi (1800×1200 pixels) with a caption. */
export async function photoBookPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Photo ${i}`, { x: 72, y: 720, size: 14, font });
    page.drawImage(await doc.embedJpg(photoJpeg(1800, 1200, i, 90)), {
      x: 90,
      y: 300,
      width: 432,
      height: 288,
    });
  }
  return doc.save();
}
