import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { flattenPdf } from "@/lib/pdf/flatten";
import { ghostscriptPng, ghostscriptText } from "../support/pdf-readers";
import { filledForm } from "../support/pdf-form-fixtures";
import { input, labelledPdf } from "../support/pdf-fixtures";

// Flatten PDF's output as others read it: no form left for pypdf (Debian's python3-pypdf) or qpdf, the
// values in the page text Ghostscript extracts, and every page drawn by Ghostscript exactly as the
// original with its fields and comments was.

const dir = mkdtempSync(path.join(tmpdir(), "pdf-flatten-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

function saved(bytes: Uint8Array): string {
  const file = path.join(dir, `${files++}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

const python = (code: string, file: string) =>
  spawnSync("/usr/bin/python3", ["-c", code, file], { encoding: "utf8" }).stdout.trim();

describe("Flatten PDF", () => {
  it("draws the fields' values and the comments into the page, leaving no form and the same look", async () => {
    const original = saved(await filledForm());
    expect(
      python("import sys, pypdf; print(sorted(pypdf.PdfReader(sys.argv[1]).get_fields()))", original),
    ).toBe("['agree', 'colour', 'name']");
    const result = await flattenPdf(input("form.pdf", await filledForm()), {});
    expect(result.notes).toEqual([
      "3 form fields and 1 comment or drawing are now part of the pages.",
      "Links still work: they are not drawn, so they stay as links.",
    ]);
    const file = saved(result.outputs[0]!.bytes);
    expect(result.outputs[0]!.name).toBe("form-flattened.pdf");
    expect(spawnSync("qpdf", ["--check", file]).status).toBe(0);
    expect(python("import sys, pypdf; print(pypdf.PdfReader(sys.argv[1]).get_fields())", file)).toBe("None");
    expect(
      python(
        "import sys, pypdf; print([a.get_object()['/Subtype'] for a in pypdf.PdfReader(sys.argv[1]).pages[0]['/Annots']])",
        file,
      ),
    ).toBe("['/Link']");
    const text = ghostscriptText(file);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("Blue");
    // Drawn where the reader drew them: Ghostscript paints the original's fields and comments itself, and
    // qpdf's own flattening of the same file draws the same page; neither is a blank page.
    const reference = path.join(dir, "qpdf-flattened.pdf");
    spawnSync("qpdf", ["--flatten-annotations=all", original, reference]);
    const blank = await PDFDocument.create();
    blank.addPage([400, 400]);
    const png = (pdf: string, dpi: number) => Buffer.from(ghostscriptPng(pdf, 0, dpi));
    for (const dpi of [72, 150]) {
      expect(png(file, dpi).equals(png(original, dpi))).toBe(true);
      expect(png(file, dpi).equals(png(reference, dpi))).toBe(true);
      expect(png(file, dpi).equals(png(saved(await blank.save()), dpi))).toBe(false);
    }
  }, 30_000); // six Ghostscript renders and a qpdf run: past 5 s on a loaded CI machine

  it("says so when there is nothing to flatten, and keeps the document properties", async () => {
    const result = await flattenPdf(input("plain.pdf", await labelledPdf("P", 2)), {
      metadata: { title: "Flat", author: "", subject: "", keywords: "" },
    });
    expect(result.notes).toEqual(["This PDF had no form fields or comments to flatten."]);
    const doc = await PDFDocument.load(result.outputs[0]!.bytes);
    expect(doc.getTitle()).toBe("Flat");
    expect(doc.getPageCount()).toBe(2);
  });
});
