import { fail } from "./errors";
import type { PdfMetadata } from "./metadata";
import { writtenPdf } from "./save";
import { openPdf } from "./open";
import { dropPdfaClaim } from "./protect-pdfa";
import { type ProtectPasswords, passwordProblem } from "./protect-passwords";
import { encryptLooseStrings, keepInfoInObjectStream } from "./protect-strings";
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
  doc.encrypt({
    algorithm: "AES-256",
    userPassword: options.password,
    // Without a permissions password, a random one that nobody knows: the restrictions then hold for
    // everyone. Reusing the open password instead would let anyone who can open the file lift them.
    ownerPassword: options.ownerPassword || randomPassword(),
    permissions: {
      printing: printing ? "highResolution" : false,
      copying,
      // Screen readers may always read the text, whatever else is refused (PDF 2.0 deprecates this bit).
      contentAccessibility: true,
      modifying: editing,
      annotating: editing,
      fillingForms: editing,
      documentAssembly: editing,
    },
  });
  keepInfoInObjectStream(doc);
  encryptLooseStrings(doc);
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
  return writtenPdf(file, "unlocked", doc, options.metadata);
}

function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
