import {
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  EncryptedPDFError,
} from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfJobError } from "@/lib/pdf/errors";
import { openPdf } from "@/lib/pdf/open";
import { type ProtectOptions, protectPdf, unlockPdf } from "@/lib/pdf/protect";
import { allPageTexts, bookmarkLines, input, labelledPdf } from "../support/pdf-fixtures";

const PASSWORD = "correct horse";
const TEXTS = ["D page 1", "D page 2", "D page 3"];
const METADATA = { title: "Board minutes", author: "Ann Lee", subject: "", keywords: "board, 2026" };

const options = (overrides: Partial<ProtectOptions> = {}): ProtectOptions => ({
  password: PASSWORD,
  confirm: PASSWORD,
  ownerPassword: "owner secret",
  permissions: { printing: true, copying: true, editing: false },
  metadata: METADATA,
  ...overrides,
});

/** A 3-page document with strings where the writer keeps them outside object streams (catalog, page). */
async function source(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf("D", 3, { bookmarks: true }));
  doc.catalog.set(PDFName.of("Lang"), PDFString.of("en-GB"));
  doc
    .getPage(1)
    .node.set(PDFName.of("PieceInfo"), doc.context.obj({ Note: PDFString.of("second page note") }));
  return doc.save();
}

async function protect(overrides: Partial<ProtectOptions> = {}) {
  const result = await protectPdf(input("minutes.pdf", await source()), options(overrides));
  expect(result.outputs).toHaveLength(1);
  return result.outputs[0]!;
}

/** The security dictionary the file's trailer names. */
async function encryptDict(bytes: Uint8Array): Promise<PDFDict> {
  const raw = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return raw.context.lookup(raw.context.trailerInfo.Encrypt, PDFDict);
}

/** A string's text, however it is written (an encrypted one is rewritten in hex). */
const text = (value: unknown) => (value as PDFString | PDFHexString).decodeText();

async function problem(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PdfJobError);
  return (error as PdfJobError).problem;
}

describe("protect", () => {
  it("encrypts with AES-256: the trailer names a /V 5 /R 6 AESV3 security dictionary", async () => {
    const output = await protect();
    expect(output.name).toBe("minutes-protected.pdf");
    expect(output.pages).toBe(3);
    const dict = await encryptDict(output.bytes);
    const get = (key: string) => dict.lookup(PDFName.of(key));
    expect(get("Filter")).toBe(PDFName.of("Standard"));
    expect([get("V"), get("R"), get("Length")].map((n) => (n as PDFNumber).asNumber())).toEqual([5, 6, 256]);
    const stdCF = (get("CF") as PDFDict).lookup(PDFName.of("StdCF"), PDFDict);
    expect(stdCF.lookup(PDFName.of("CFM"))).toBe(PDFName.of("AESV3"));
    expect(get("StmF")).toBe(PDFName.of("StdCF"));
    expect(get("StrF")).toBe(PDFName.of("StdCF"));
  });

  it("cannot be opened without the password, opens with the open or the permissions password", async () => {
    const { bytes } = await protect();
    await expect(PDFDocument.load(bytes)).rejects.toBeInstanceOf(EncryptedPDFError);
    expect(await problem(openPdf(input("minutes-protected.pdf", bytes)))).toMatchObject({
      code: "encrypted",
    });
    expect(await problem(openPdf(input("minutes-protected.pdf", bytes, "wrong")))).toMatchObject({
      code: "wrong-password",
    });
    for (const password of [PASSWORD, "owner secret"]) {
      const doc = await openPdf(input("minutes-protected.pdf", bytes, password));
      expect(allPageTexts(doc)).toEqual(TEXTS);
    }
  });

  it("encrypts every string, wherever the writer puts it, and keeps the edited properties", async () => {
    const { bytes } = await protect();
    const clear = new TextDecoder("latin1").decode(bytes);
    for (const text of ["en-GB", "second page note", "Board minutes", "D page"])
      expect(clear).not.toContain(text);
    const doc = await openPdf(input("minutes-protected.pdf", bytes, PASSWORD));
    expect(text(doc.catalog.lookup(PDFName.of("Lang")))).toBe("en-GB");
    const note = doc.getPage(1).node.lookup(PDFName.of("PieceInfo"), PDFDict).lookup(PDFName.of("Note"));
    expect(text(note)).toBe("second page note");
    expect(bookmarkLines(doc)).toEqual(["D chapter 1 -> 1", "D chapter 2 -> 2", "D chapter 3 -> 3"]);
    expect([doc.getTitle(), doc.getAuthor(), doc.getKeywords(), doc.getProducer()]).toEqual([
      "Board minutes",
      "Ann Lee",
      "board 2026",
      "Creatorkit",
    ]);
  });

  it("encrypts the properties of an Info dictionary of a later generation (written outside object streams)", async () => {
    const doc = await PDFDocument.load(await labelledPdf("D", 3));
    const info = PDFRef.of(doc.context.largestObjectNumber + 1, 1);
    doc.context.assign(info, doc.context.obj({ Title: PDFString.of("Old title") }));
    doc.context.trailerInfo.Info = info;
    const result = await protectPdf(input("gen.pdf", await doc.save({ useObjectStreams: false })), options());
    const opened = await openPdf(input("gen.pdf", result.outputs[0]!.bytes, PASSWORD));
    expect([opened.getTitle(), opened.getProducer()]).toEqual(["Board minutes", "Creatorkit"]);
  });

  it("sets the permission bits as chosen, always letting screen readers read", async () => {
    const bits = async (permissions: ProtectOptions["permissions"]) => {
      const p = (await encryptDict((await protect({ permissions })).bytes)).lookup(
        PDFName.of("P"),
        PDFNumber,
      );
      // ISO 32000-2 Table 22: bit 3 print, 4 modify, 5 copy, 6 annotate, 9 fill forms, 10 accessibility,
      // 11 assemble, 12 print in high quality.
      return [3, 4, 5, 6, 9, 10, 11, 12].filter((bit) => p.asNumber() & (1 << (bit - 1)));
    };
    expect(await bits({ printing: true, copying: false, editing: false })).toEqual([3, 10, 12]);
    expect(await bits({ printing: false, copying: true, editing: false })).toEqual([5, 10]);
    expect(await bits({ printing: false, copying: false, editing: true })).toEqual([4, 6, 9, 10, 11]);
    expect(await bits({ printing: true, copying: true, editing: true })).toEqual([3, 4, 5, 6, 9, 10, 11, 12]);
  });

  it("without a permissions password, still needs the open password (none is empty)", async () => {
    const { bytes } = await protect({ ownerPassword: "" });
    expect(await problem(openPdf(input("m.pdf", bytes, "")))).toMatchObject({ code: "wrong-password" });
    expect(allPageTexts(await openPdf(input("m.pdf", bytes, PASSWORD)))).toEqual(TEXTS);
  });

  it("takes a password of up to 127 bytes, in any alphabet", async () => {
    const password = "é".repeat(63) + "x"; // 127 bytes of UTF-8
    const { bytes } = await protect({ password, confirm: password });
    expect(allPageTexts(await openPdf(input("m.pdf", bytes, password)))).toEqual(TEXTS);
    expect(await problem(openPdf(input("m.pdf", bytes, password.slice(0, -1))))).toMatchObject({
      code: "wrong-password",
    });
  });

  it("refuses bad passwords with a message, before reading the file", async () => {
    const refused = async (overrides: Partial<ProtectOptions>) => {
      const found = await problem(protectPdf(input("m.pdf", new Uint8Array()), options(overrides)));
      expect(found.code).toBe("invalid-input");
      return found.message;
    };
    expect(await refused({ password: "", confirm: "" })).toBe("Enter a password to open the file.");
    expect(await refused({ confirm: "correct hors" })).toBe(
      "The two passwords are not the same. Type the password again in both boxes.",
    );
    const long = "é".repeat(64);
    expect(await refused({ password: long, confirm: long })).toMatch(
      /^The password is too long: .* at most 127 bytes/,
    );
    expect(await refused({ ownerPassword: "o".repeat(128) })).toMatch(
      /^The permissions password is too long/,
    );
    expect(await refused({ ownerPassword: PASSWORD })).toMatch(/^Choose a permissions password different/);
  });

  it("protects an archival (PDF/A) file, dropping the claim it can no longer meet", async () => {
    const doc = await PDFDocument.load(await labelledPdf("D", 3));
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/" pdfaid:part="2" pdfaid:conformance="B"/>' +
      "</rdf:RDF></x:xmpmeta>";
    doc.catalog.set(
      PDFName.of("Metadata"),
      doc.context.register(doc.context.stream(xmp, { Type: "Metadata", Subtype: "XML" })),
    );
    const result = await protectPdf(input("archive.pdf", await doc.save()), options());
    expect(result.notes).toEqual([
      '"archive.pdf" was an archival (PDF/A) file. An encrypted PDF cannot be one, so the protected copy no longer claims to be PDF/A.',
    ]);
    const opened = await openPdf(input("a.pdf", result.outputs[0]!.bytes, PASSWORD));
    expect(allPageTexts(opened)).toEqual(TEXTS);
  });
});

describe("unlock", () => {
  it("writes a copy with no encryption, opened with either password, keeping text and properties", async () => {
    const { bytes } = await protect();
    for (const password of [PASSWORD, "owner secret"]) {
      const result = await unlockPdf(input("minutes-protected.pdf", bytes, password), {});
      const output = result.outputs[0]!;
      expect(output.name).toBe("minutes-protected-unlocked.pdf");
      const doc = await PDFDocument.load(output.bytes);
      expect(doc.isEncrypted).toBe(false);
      expect(doc.context.trailerInfo.Encrypt).toBeUndefined();
      expect(new TextDecoder("latin1").decode(output.bytes)).not.toContain("/Encrypt");
      expect(allPageTexts(doc)).toEqual(TEXTS);
      expect(doc.getTitle()).toBe("Board minutes");
      expect(text(doc.catalog.lookup(PDFName.of("Lang")))).toBe("en-GB");
    }
  });

  it("asks for the password, and says when it is wrong", async () => {
    const { bytes } = await protect();
    expect(await problem(unlockPdf(input("locked.pdf", bytes), {}))).toEqual({
      code: "encrypted",
      message: '"locked.pdf" is protected by a password. Enter it to continue.',
      fileName: "locked.pdf",
    });
    expect(await problem(unlockPdf(input("locked.pdf", bytes, "guess"), {}))).toEqual({
      code: "wrong-password",
      message: 'The password for "locked.pdf" is not right. Try again.',
      fileName: "locked.pdf",
    });
  });

  it("opens a file with only a permissions password without asking, and removes its restrictions", async () => {
    const doc = await PDFDocument.load(await labelledPdf("D", 3));
    doc.encrypt({ userPassword: "", ownerPassword: "owner only", permissions: { printing: false } });
    const bytes = await doc.save();
    expect(allPageTexts(await openPdf(input("restricted.pdf", bytes)))).toEqual(TEXTS);
    const result = await unlockPdf(input("restricted.pdf", bytes), {});
    const unlocked = await PDFDocument.load(result.outputs[0]!.bytes);
    expect(unlocked.isEncrypted).toBe(false);
    expect(allPageTexts(unlocked)).toEqual(TEXTS);
  });

  it("refuses a file that has no password", async () => {
    expect(await problem(unlockPdf(input("open.pdf", await labelledPdf("D", 2)), {}))).toEqual({
      code: "invalid-input",
      message: '"open.pdf" has no password to remove: it already opens without one.',
      fileName: "open.pdf",
    });
  });
});
