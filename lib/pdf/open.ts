import { PDFDocument, PDFInvalidObject, PDFName, PDFRawStream, PDFRef } from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { PDF_LIMITS, formatBytes } from "./limits";
import type { InputFile } from "./types";

const PDF_MAGIC = "%PDF-";

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
    probe = await PDFDocument.load(file.bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return fail("corrupt", `"${file.name}" is damaged and cannot be opened.`, file.name);
  }
  if (probe.isEncrypted) {
    if (file.password === undefined) {
      fail("encrypted", `"${file.name}" is protected by a password. Enter it to continue.`, file.name);
    }
    const encryptRef = probe.context.trailerInfo.Encrypt;
    try {
      probe = await PDFDocument.load(file.bytes, { password: file.password, updateMetadata: false });
    } catch {
      fail("wrong-password", `The password for "${file.name}" is not right. Try again.`, file.name);
    }
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
