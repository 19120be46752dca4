import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// PDFs read by programs nobody here wrote (Debian's Ghostscript and poppler), to check what the tools write.

function run(command: string, args: string[]): Buffer {
  const done = spawnSync(command, args, { maxBuffer: 256 * 1024 * 1024 });
  if (done.status !== 0) throw new Error(`${command} failed: ${done.stderr.toString()}`);
  return done.stdout;
}

/** A page (0-based) of a PDF file drawn by Ghostscript as a grey PNG at `dpi`, its crop box only. */
export function ghostscriptPng(file: string, index: number, dpi: number, password?: string): Uint8Array {
  return ghostscriptDraw("pnggray", file, index, dpi, password);
}

/** The same page in colour (RGB). */
export function ghostscriptRgbPng(file: string, index: number, dpi: number, password?: string): Uint8Array {
  return ghostscriptDraw("png16m", file, index, dpi, password);
}

function ghostscriptDraw(device: string, file: string, index: number, dpi: number, password?: string) {
  const page = String(index + 1);
  return run("gs", [
    ...(password ? [`-sPDFPassword=${password}`] : []),
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-dSAFER",
    "-dUseCropBox",
    `-sDEVICE=${device}`,
    `-r${dpi}`,
    `-dFirstPage=${page}`,
    `-dLastPage=${page}`,
    "-sOutputFile=-",
    file,
  ]);
}

/** The text poppler's pdftotext reads from a PDF file's pages (all, or one 1-based page). */
export function pdftotext(file: string, page?: number, password?: string): string {
  const pages = page ? ["-f", String(page), "-l", String(page)] : [];
  const open = password ? ["-upw", password] : [];
  return run("pdftotext", [...pages, ...open, "-enc", "UTF-8", file, "-"]).toString("utf8");
}

/** The text Ghostscript's txtwrite finds on a PDF file's pages. */
export function ghostscriptText(file: string): string {
  return run("gs", [
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-dSAFER",
    "-sDEVICE=txtwrite",
    "-sOutputFile=-",
    file,
  ]).toString("utf8");
}

/** Runs `read` on `bytes` written to a file of their own, removed afterwards. */
export function readSaved<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-read-"));
  try {
    const file = path.join(dir, "file.pdf");
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
