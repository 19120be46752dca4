import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts, degrees, rgb } from "@cantoo/pdf-lib";

// Scanned pages made in the test: known text typeset by pdf-lib, drawn by Ghostscript as a grey image, and
// that image alone put on a page, as a scanner's PDF holds it (no text a reader can select).

/** Ordinary prose in short lines, as a letter or a contract page has it. */
export const KNOWN_TEXT = [
  "Creators post captions, scripts and bios every day.",
  "A scanned contract should be searchable, so that its",
  "clauses can be found with a search and copied out.",
  "The quick brown fox jumps over the lazy dog near the",
  "river bank, while seven wizards quickly judge boxing.",
  "Invoices, receipts and signed letters are often kept",
  "as images of paper, and their words cannot be read.",
];

export interface ScanOptions {
  /** Degrees the text is turned on the paper, as a page fed in askew. */
  skew?: number;
  /** Specks of dust and toner per square inch. */
  noise?: number;
  dpi?: number;
  /** The page's /Rotate, as a scan stored sideways and turned for reading. */
  rotate?: 0 | 90 | 180 | 270;
}

/** The known text typeset on an A4 page (real text, selectable), the page the scanner is fed. */
export async function typesetPdf(lines = KNOWN_TEXT, { skew = 0, noise = 0 }: ScanOptions = {}) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const page = doc.addPage([595, 842]);
  const turn = (skew * Math.PI) / 180;
  lines.forEach((line, i) => {
    // The block turned as a whole about its first line's start, as a sheet fed askew: each line starts
    // further along the turned "down" direction (sin, -cos).
    page.drawText(line, {
      x: 60 + i * 24 * Math.sin(turn),
      y: 760 - i * 24 * Math.cos(turn),
      size: 14,
      font,
      rotate: degrees(skew),
    });
  });
  // Specks drawn from a fixed seed, so every run sees the same noise.
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const specks = Math.round(noise * (595 / 72) * (842 / 72));
  for (let i = 0; i < specks; i++) {
    const size = 0.3 + random() * 0.6;
    page.drawRectangle({
      x: random() * 595,
      y: random() * 842,
      width: size,
      height: size,
      color: rgb(0.2, 0.2, 0.2),
    });
  }
  return doc.save();
}

/** A page of `typeset` (a PDF) drawn by Ghostscript at `dpi`, as a grey PNG. */
export function scanImage(typeset: Uint8Array, dpi: number): Uint8Array {
  const dir = mkdtempSync(path.join(tmpdir(), "scan-"));
  try {
    const file = path.join(dir, "page.pdf");
    writeFileSync(file, typeset);
    const done = spawnSync(
      "gs",
      ["-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pnggray", `-r${dpi}`, "-sOutputFile=-", file],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    if (done.status !== 0) throw new Error(`gs failed: ${done.stderr.toString()}`);
    return new Uint8Array(done.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A scanned PDF: each page only an image of `lines` (one page per entry of `pages`, each its own text),
 * at `dpi` (150 by default, a common scanner setting). With `rotate`, each image is stored turned the
 * other way and the page's /Rotate turns it back for reading, as scanners fed sideways do.
 */
export async function scannedPdf(pages: string[][] = [KNOWN_TEXT], options: ScanOptions = {}) {
  const { dpi = 150, rotate = 0 } = options;
  const doc = await PDFDocument.create();
  for (const lines of pages) {
    const image = await doc.embedPng(scanImage(await typesetPdf(lines, options), dpi));
    const [w, h] = [595, 842];
    const turned = rotate % 180 !== 0;
    const page = doc.addPage(turned ? [h, w] : [w, h]);
    page.setRotation(degrees(rotate));
    // The image turned counter-clockwise by `rotate` about its corner, moved back onto the page: the
    // page's clockwise /Rotate then shows it upright.
    const place = {
      0: { x: 0, y: 0 },
      90: { x: h, y: 0 },
      180: { x: w, y: h },
      270: { x: 0, y: w },
    }[rotate];
    page.drawImage(image, { ...place, width: w, height: h, rotate: degrees(rotate) });
  }
  return doc.save();
}
