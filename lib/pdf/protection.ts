import { PDFDict, type PDFDocument, PDFName, PDFNumber } from "@cantoo/pdf-lib";
import { dropPdfaClaim } from "./protect-pdfa";
import { encryptLooseStrings, keepInfoInObjectStream } from "./protect-strings";

// A locked or permission-restricted PDF stays so through every tool: its open password and what it allows
// (printing, copying, editing) are read when it is opened and set again when the result is saved, with
// AES-256 and a fresh permissions password (the old one is not known). Only Unlock PDF removes them, and
// Protect PDF replaces them with the visitor's choice.

export interface Protection {
  /** The open password ("" for a file that opens without one and only restricts). */
  userPassword: string;
  /** The security handler's /P: what a reader may do (PDF 32000 Table 22). */
  permissions: number;
}

const kept = new WeakMap<PDFDocument, Protection>();

/** Reads an encrypted file's protection from its security dictionary (loaded with `ignoreEncryption`). */
export function readProtection(doc: PDFDocument, userPassword: string): Protection | undefined {
  const encrypt = doc.context.lookup(doc.context.trailerInfo.Encrypt);
  if (!(encrypt instanceof PDFDict)) return undefined;
  const p = encrypt.lookup(PDFName.of("P"));
  // A missing /P is malformed; it is read as allowing nothing but reading.
  return { userPassword, permissions: p instanceof PDFNumber ? p.asNumber() : 0 };
}

export function keepProtection(doc: PDFDocument, protection: Protection | undefined): void {
  if (protection) kept.set(doc, protection);
  else kept.delete(doc);
}

export function protectionOf(doc: PDFDocument): Protection | undefined {
  return kept.get(doc);
}

/**
 * The protection a file made from several keeps: the first locked file's open password, and only what
 * every protected file allowed.
 */
export function combinedProtection(docs: PDFDocument[]): Protection | undefined {
  const all = docs.flatMap((doc) => kept.get(doc) ?? []);
  if (all.length === 0) return undefined;
  return {
    userPassword: all.find((p) => p.userPassword !== "")?.userPassword ?? "",
    permissions: all.reduce((allowed, p) => allowed & p.permissions, ~0),
  };
}

const allows = (p: number, bit: number) => (p & (1 << (bit - 1))) !== 0;

export interface Encryption {
  userPassword: string;
  ownerPassword: string;
  printing: false | "lowResolution" | "highResolution";
  copying: boolean;
  modifying: boolean;
  annotating: boolean;
  fillingForms: boolean;
  documentAssembly: boolean;
}

/** Encrypts the document with AES-256 (PDF 2.0: /V 5, /R 6), as Protect PDF does; saving writes it so. */
export function encryptDocument(doc: PDFDocument, { userPassword, ownerPassword, ...can }: Encryption) {
  dropPdfaClaim(doc);
  doc.encrypt({
    algorithm: "AES-256",
    userPassword,
    ownerPassword,
    permissions: { ...can, contentAccessibility: true },
  });
  keepInfoInObjectStream(doc);
  encryptLooseStrings(doc);
}

export function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A result's notes, with a word on the protection it kept from its input when it did, so the visitor is
 * not surprised by a password or restrictions.
 */
export function withProtectionNote(doc: PDFDocument, notes: string[]): string[] {
  const protection = kept.get(doc);
  if (!protection) return notes;
  return [
    ...notes,
    protection.userPassword
      ? "The file was locked, and the result is too: it opens with the same password and allows the same printing, copying and editing. Unlock PDF removes the password."
      : "The file restricted printing, copying or editing, and the result keeps the same restrictions. Unlock PDF removes them.",
  ];
}

/** Sets the kept protection again, just before the document is written (save.ts). */
export function applyKeptProtection(doc: PDFDocument): void {
  const protection = kept.get(doc);
  if (!protection) return;
  const p = protection.permissions;
  encryptDocument(doc, {
    userPassword: protection.userPassword,
    ownerPassword: randomPassword(),
    printing: allows(p, 3) ? (allows(p, 12) ? "highResolution" : "lowResolution") : false,
    copying: allows(p, 5),
    modifying: allows(p, 4),
    annotating: allows(p, 6),
    fillingForms: allows(p, 9),
    documentAssembly: allows(p, 11),
  });
}
