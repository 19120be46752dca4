import { fail } from "./errors";
import type { PdfMetadata } from "./metadata";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { dropPdfaClaim } from "./protect-pdfa";
import { type ProtectPasswords, passwordProblem } from "./protect-passwords";
import { encryptDocument, keepProtection, randomPassword } from "./protection";
import type { InputFile, JobResult, ReportProgress } from "./types";

/** What someone who opens the file with its open password may do (readers that honour permissions). */
export interface ProtectPermissions {
  printing: boolean;
  /** Copying text and images out of it. */
  copying: boolean;
  /** Changing it: editing, comments, form filling, adding, removing or turning pages. */
  editing: boolean;
}

export interface ProtectOptions extends ProtectPasswords {
  permissions: ProtectPermissions;
  metadata?: PdfMetadata;
}

export interface UnlockOptions {
  metadata?: PdfMetadata;
}

/** Encrypts a PDF with AES-256 (PDF 2.0 security handler: /V 5, /R 6, AESV3) under the visitor's passwords. */
export async function protectPdf(
  file: InputFile,
  options: ProtectOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  const problem = passwordProblem(options);
  if (problem) fail("invalid-input", problem);
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const notes = dropPdfaClaim(doc)
    ? [
        `"${file.name}" was an archival (PDF/A) file. An encrypted PDF cannot be one, so the protected copy no longer claims to be PDF/A.`,
      ]
    : [];
  report({ stage: "Encrypting with AES-256" });
  const { printing, copying, editing } = options.permissions;
  // The visitor's passwords and permissions replace whatever protection the file had.
  keepProtection(doc, undefined);
  encryptDocument(doc, {
    userPassword: options.password,
    ownerPassword: options.ownerPassword || randomPassword(),
    printing: printing ? "highResolution" : false,
    copying,
    modifying: editing,
    annotating: editing,
    fillingForms: editing,
    documentAssembly: editing,
  });
  return writtenPdf(file, "protected", doc, options.metadata, notes);
}

/** Writes a copy of a locked PDF, opened with its password, with no encryption and no restrictions. */
export async function unlockPdf(
  file: InputFile,
  options: UnlockOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  // openPdf drops the encryption of a locked file as it opens it; whether it decrypted one says if there was.
  if (!doc.context.isDecrypted) {
    fail(
      "invalid-input",
      `"${file.name}" has no password to remove: it already opens without one.`,
      file.name,
    );
  }
  report({ stage: "Writing the unlocked file" });
  keepProtection(doc, undefined);
  return writtenPdf(file, "unlocked", doc, options.metadata);
}
