import { PDFDocument, PDFInvalidObject, PDFName, PDFRawStream, PDFRef, ParseSpeeds } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { PDF_LIMITS, formatBytes } from "./limits";
import { keepProtection, readProtection } from "./protection";
import type { InputFile } from "./types";

const PDF_MAGIC = "%PDF-";

// Parsed without pauses: pdf-lib yields to the event loop every 100 objects to keep a page responsive, but
// jobs run in a worker, and each yield costs a browser at least 4 ms (a 500-page file paused ~50 times).
const LOAD = { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest } as const;

export function checkSize(file: InputFile): void {
  if (file.bytes.byteLength > PDF_LIMITS.maxFileBytes) {
    fail(
      "too-large",
      `"${file.name}" is ${formatBytes(file.bytes.byteLength)}; the limit is ${formatBytes(PDF_LIMITS.maxFileBytes)} per file.`,
      file.name,
    );
  }
}

function looksLikePdf(bytes: Uint8Array): boolean {
  // The header may follow up to 1 KB of junk (PDF 1.7 §7.5.2 readers accept that).
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes(PDF_MAGIC);
}

/**
 * Opens a visitor's PDF, turning each way it can fail into a message that names the file: not a PDF or
 * damaged, locked (asks for the password), or the password typed is wrong.
 */
export async function openPdf(file: InputFile): Promise<PDFDocument> {
  checkSize(file);
  if (!looksLikePdf(file.bytes)) {
    fail("corrupt", `"${file.name}" is not a PDF file, or it is damaged.`, file.name);
  }
  let probe: PDFDocument;
  try {
    probe = await PDFDocument.load(file.bytes, { ignoreEncryption: true, ...LOAD });
  } catch {
    return fail("corrupt", `"${file.name}" is damaged and cannot be opened.`, file.name);
  }
  if (probe.isEncrypted) {
    const { Encrypt: encryptRef, Info: infoRef } = probe.context.trailerInfo;
    const protection = readProtection(probe, file.password ?? "");
    try {
      // A file whose open password is empty (it only restricts printing, copying…) opens without asking,
      // as in any PDF reader.
      probe = await PDFDocument.load(file.bytes, { password: file.password ?? "", ...LOAD });
    } catch {
      if (file.password === undefined) {
        fail("encrypted", `"${file.name}" is protected by a password. Enter it to continue.`, file.name);
      }
      fail("wrong-password", `The password for "${file.name}" is not right. Try again.`, file.name);
    }
    // The fork also "decrypts" a cross-reference stream, which is never encrypted, and so loses the
    // trailer's link to the document properties; the probe read it.
    probe.context.trailerInfo.Info ??= infoRef;
    keepProtection(probe, protection);
    forgetEncryption(probe, encryptRef);
  }
  let pages = 0;
  try {
    pages = probe.getPageCount();
  } catch {
    fail("corrupt", `"${file.name}" is damaged: its pages cannot be read.`, file.name);
  }
  if (pages === 0) fail("corrupt", `"${file.name}" has no pages.`, file.name);
  return probe;
}

/**
 * The fork decrypts objects but keeps the old security dictionary and the original cross-reference stream
 * (which still names it), so a saved copy would claim to be encrypted. Dropping them writes a plain PDF.
 */
function forgetEncryption(doc: PDFDocument, encryptRef: unknown): void {
  if (encryptRef instanceof PDFRef) doc.context.delete(encryptRef);
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const type = object instanceof PDFRawStream ? object.dict.get(PDFName.of("Type")) : undefined;
    if (object instanceof PDFInvalidObject || type === PDFName.of("XRef") || type === PDFName.of("ObjStm")) {
      doc.context.delete(ref);
    }
  }
}
