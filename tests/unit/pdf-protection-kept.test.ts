import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { compressPdf } from "@/lib/pdf/compress/compress";
import { deletePages, extractPages } from "@/lib/pdf/extract";
import { mergePdfs } from "@/lib/pdf/merge";
import { nUpPdf } from "@/lib/pdf/n-up";
import { ocrPdf } from "@/lib/pdf/ocr/ocr";
import { organizePdf } from "@/lib/pdf/organize";
import { addPageNumbers } from "@/lib/pdf/page-numbers";
import { editProperties, removeProperties } from "@/lib/pdf/properties";
import { protectPdf, unlockPdf } from "@/lib/pdf/protect";
import { rotatePdf } from "@/lib/pdf/rotate";
import { splitPdf } from "@/lib/pdf/split";
import type { InputFile, JobResult } from "@/lib/pdf/types";
import { watermarkPdf } from "@/lib/pdf/watermark";
import { nodeOcrEngine } from "../support/ocr-engine";
import { labelledPdf } from "../support/pdf-fixtures";

// A locked or permission-restricted PDF stays so through every tool that writes a PDF, as qpdf reads the
// result: the same open password, the same permissions, AES-256. Unlock PDF removes the protection and
// Protect PDF replaces it.

const dir = mkdtempSync(path.join(tmpdir(), "pdf-kept-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens without a password, but may not be printed, copied or changed. */
async function restrictedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf("R", 3));
  doc.encrypt({
    userPassword: "",
    ownerPassword: "the owner",
    permissions: { printing: false, copying: false, modifying: false, annotating: true },
  });
  return doc.save();
}

/** Opens only with its password, and then allows everything. */
async function lockedPdf(pages = 3): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await labelledPdf("L", pages));
  doc.encrypt({
    userPassword: "secret",
    ownerPassword: "the owner",
    permissions: {
      printing: "highResolution",
      copying: true,
      modifying: true,
      annotating: true,
      fillingForms: true,
      contentAccessibility: true,
      documentAssembly: true,
    },
  });
  return doc.save();
}

/** What qpdf says of a file's encryption, opened with `password`. */
function encryption(bytes: Uint8Array, password = "") {
  const file = path.join(dir, "out.pdf");
  writeFileSync(file, bytes);
  const shown = spawnSync("qpdf", ["--show-encryption", `--password=${password}`, file], {
    encoding: "utf8",
  });
  const said = `${shown.stdout}${shown.stderr}`;
  if (/File is not encrypted/.test(said)) return { encrypted: false };
  const allowed = (what: string) => new RegExp(`^${what}: allowed$`, "m").test(said);
  const opensWithout = spawnSync("qpdf", ["--check", file]).status === 0;
  return {
    encrypted: true,
    readable: /^Supplied password is (user|owner) password$/m.test(said),
    opensWithout,
    aes256: /^R = 6$/m.test(said) && /stream encryption method: AESv3/m.test(said),
    print: allowed("print low resolution"),
    extract: allowed("extract for any purpose"),
    modify: allowed("modify other"),
    annotate: allowed("modify annotations"),
  };
}

/** What the output must show: the input's own permissions and open password, under AES-256. */
const kept = (input: Uint8Array, password = "") => ({ ...encryption(input, password), aes256: true });

const all = { mode: "all" } as const;
const TOOLS: [string, (file: InputFile) => Promise<JobResult>][] = [
  ["rotate", (f) => rotatePdf(f, { angle: 90, pages: all })],
  ["extract", (f) => extractPages(f, { pages: { mode: "ranges", ranges: "1-2" } })],
  ["delete", (f) => deletePages(f, { pages: { mode: "ranges", ranges: "1" } })],
  ["organize", (f) => organizePdf(f, { plan: [{ page: 2 }, { page: 0 }] })],
  ["split", (f) => splitPdf(f, { mode: "every", every: 2 })],
  ["merge", (f) => mergePdfs([f, f], {})],
  ["n-up", (f) => nUpPdf(f, { perSheet: 2, sheet: "source", order: "across", borders: false })],
  [
    "page numbers",
    (f) =>
      addPageNumbers(f, {
        position: "bottom-center",
        format: "number",
        firstNumber: 1,
        skipFirstPage: false,
        fontSize: 10,
      }),
  ],
  [
    "watermark",
    (f) =>
      watermarkPdf(f, {
        mark: { kind: "text", text: "DRAFT", fontSize: 40, color: "#ff0000", angle: 45 },
        opacity: 0.3,
        pages: all,
      }),
  ],
  ["compress", (f) => compressPdf(f, { goal: { level: "recommended" } })],
  [
    "edit metadata",
    (f) =>
      editProperties(f, {
        metadata: { title: "Kept", author: "", subject: "", keywords: "" },
        created: "",
        modified: "",
      }),
  ],
  ["remove metadata", (f) => removeProperties(f)],
  ["OCR", (f) => ocrPdf(f, { pages: all, language: "eng" }, nodeOcrEngine)],
];

describe("a protected PDF's protection, through every tool", { timeout: 60_000 }, () => {
  it.each(TOOLS)("%s keeps a restricted file's permissions", async (_, tool) => {
    const bytes = await restrictedPdf();
    expect(kept(bytes)).toMatchObject({ opensWithout: true, print: false, extract: false, annotate: true });
    const result = await tool({ name: "r.pdf", bytes });
    for (const output of result.outputs) expect(encryption(output.bytes)).toEqual(kept(bytes));
    expect(result.notes).toContain(
      "The file restricted printing, copying or editing, and the result keeps the same restrictions. Unlock PDF removes them.",
    );
  });

  it.each(TOOLS)("%s keeps a locked file's password", async (_, tool) => {
    const bytes = await lockedPdf();
    expect(kept(bytes, "secret")).toMatchObject({
      readable: true,
      opensWithout: false,
      print: true,
      extract: true,
    });
    const result = await tool({ name: "l.pdf", bytes, password: "secret" });
    for (const output of result.outputs) {
      expect(encryption(output.bytes, "secret")).toEqual(kept(bytes, "secret"));
      expect(encryption(output.bytes, "guess").readable).toBe(false);
    }
    expect(result.notes).toContain(
      "The file was locked, and the result is too: it opens with the same password and allows the same printing, copying and editing. Unlock PDF removes the password.",
    );
  });

  it("is removed by Unlock and replaced by Protect", async () => {
    const unlocked = await unlockPdf({ name: "r.pdf", bytes: await restrictedPdf() }, {});
    expect(encryption(unlocked.outputs[0]!.bytes)).toEqual({ encrypted: false });
    expect(unlocked.notes).toEqual([]);

    const protectedAgain = await protectPdf(
      { name: "l.pdf", bytes: await lockedPdf(1), password: "secret" },
      {
        password: "new one",
        confirm: "new one",
        ownerPassword: "",
        permissions: { printing: false, copying: true, editing: false },
      },
    );
    const shown = encryption(protectedAgain.outputs[0]!.bytes, "new one");
    expect(shown).toMatchObject({
      readable: true,
      opensWithout: false,
      print: false,
      extract: true,
      modify: false,
    });
    expect(encryption(protectedAgain.outputs[0]!.bytes, "secret").readable).toBe(false);
  });

  it("merges to the first locked file's password and what every file allowed", async () => {
    const plain = { name: "p.pdf", bytes: await labelledPdf("P", 1) };
    const restricted = { name: "r.pdf", bytes: await restrictedPdf() };
    const locked = { name: "l.pdf", bytes: await lockedPdf(1), password: "secret" };
    const merged = await mergePdfs([plain, restricted, locked], {});
    // The locked file allows everything (its own permissions); the restricted one does not print or copy.
    expect(encryption(merged.outputs[0]!.bytes, "secret")).toEqual({
      ...kept(restricted.bytes),
      opensWithout: false,
    });
    expect((await mergePdfs([plain, plain], {})).outputs.map((o) => encryption(o.bytes))).toEqual([
      { encrypted: false },
    ]);
  });
});
