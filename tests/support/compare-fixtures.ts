import { PDFDocument, StandardFonts, rgb } from "@cantoo/pdf-lib";

// Versions of one document for Compare PDF: pages of known text, some with a coloured box, so a test
// can change a word, a box, or a whole page and know what the comparison must find.

export interface FixturePage {
  lines: string[];
  /** A filled box, in points from the page's bottom-left corner. */
  box?: { x: number; y: number; width: number; height: number };
}

export const page = (title: string, ...more: string[]): FixturePage => ({
  lines: [title, "Creators post captions, scripts and bios every day.", ...more],
});

export async function versionPdf(pages: FixturePage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const { lines, box } of pages) {
    const sheet = doc.addPage([595, 842]);
    lines.forEach((line, i) => sheet.drawText(line, { x: 72, y: 760 - i * 24, size: 14, font }));
    if (box) sheet.drawRectangle({ ...box, color: rgb(0.1, 0.2, 0.6) });
  }
  return doc.save();
}
