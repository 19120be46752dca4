import { spawnSync } from "node:child_process";
import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { PdfProblem } from "@/lib/pdf/errors";
import { fillForm, readForm } from "@/lib/pdf/form";
import { blankForm } from "../support/pdf-form-fixtures";
import { input, labelledPdf } from "../support/pdf-fixtures";
import { ghostscriptText, readSaved } from "../support/pdf-readers";

// Fill PDF Form's output as pypdf (Debian's python3-pypdf) and qpdf read it: each field's value, or, flattened,
// no fields at all and the values in the page text Ghostscript extracts.

const VALUES = { "applicant.name": "Ada Lovelace", code: "AB12", agree: true, size: "M", colour: ["Blue"] };

/** Each field's /V as pypdf reads it (None for a field with no value), after qpdf's check. */
const pypdfValues = (bytes: Uint8Array) =>
  readSaved(bytes, (file) => {
    expect(spawnSync("qpdf", ["--check", file]).status).toBe(0);
    const code =
      "import sys, pypdf; f = pypdf.PdfReader(sys.argv[1]).get_fields(); print(None if f is None else {k: str(v.get('/V')) for k, v in sorted(f.items())})";
    return spawnSync("/usr/bin/python3", ["-c", code, file], { encoding: "utf8" }).stdout.trim();
  });

describe("Fill PDF Form", () => {
  it("reads the fields a visitor can fill in, with their labels and choices", async () => {
    const fields = readForm(await PDFDocument.load(await blankForm()));
    expect(fields).toEqual([
      {
        name: "applicant.name",
        label: "Your name",
        readOnly: false,
        kind: "text",
        value: "",
        multiline: false,
        maxLength: undefined,
      },
      {
        name: "code",
        label: "code",
        readOnly: false,
        kind: "text",
        value: "",
        multiline: false,
        maxLength: 4,
      },
      { name: "agree", label: "agree", readOnly: false, kind: "checkbox", checked: false },
      {
        name: "size",
        label: "size",
        readOnly: false,
        kind: "radio",
        options: ["S", "M", "L"],
        value: undefined,
      },
      {
        name: "colour",
        label: "colour",
        readOnly: false,
        kind: "choice",
        options: ["Red", "Green", "Blue"],
        selected: [],
        multiple: false,
      },
    ]);
  });

  it("writes the values where pypdf and qpdf find them", async () => {
    const result = await fillForm(input("form.pdf", await blankForm()), { values: VALUES, flatten: false });
    expect(result.outputs[0]!.name).toBe("form-filled.pdf");
    expect(pypdfValues(result.outputs[0]!.bytes)).toBe(
      // The radio group keeps its options in /Opt, so its states are their places in it: M is /1.
      "{'agree': '/Yes', 'applicant': 'None', 'applicant.name': 'Ada Lovelace', 'code': 'AB12', 'colour': 'Blue', 'size': '/1'}",
    );
    const qpdfJson = readSaved(result.outputs[0]!.bytes, (file) =>
      JSON.parse(spawnSync("qpdf", ["--json=2", "--json-key=acroform", file], { encoding: "utf8" }).stdout),
    );
    const byName = Object.fromEntries(
      (qpdfJson.acroform.fields as { fullname: string; value: unknown }[]).map((f) => [f.fullname, f.value]),
    );
    expect(byName).toMatchObject({ "applicant.name": "u:Ada Lovelace", code: "u:AB12", colour: "u:Blue" });
    // Read back by us too: the form shows what was written.
    const again = readForm(await PDFDocument.load(result.outputs[0]!.bytes));
    const shown = again.map((f) =>
      f.kind === "checkbox" ? f.checked : f.kind === "choice" ? f.selected : f.value,
    );
    expect(shown).toEqual(["Ada Lovelace", "AB12", true, "M", ["Blue"]]);
  });

  it("flattens the filled form on request: no fields left, the values drawn", async () => {
    const result = await fillForm(input("form.pdf", await blankForm()), { values: VALUES, flatten: true });
    expect(pypdfValues(result.outputs[0]!.bytes)).toBe("None");
    const text = readSaved(result.outputs[0]!.bytes, ghostscriptText);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("AB12");
    expect(result.notes).toEqual([
      "The fields are now part of the pages: the file looks filled in everywhere and can no longer be changed.",
    ]);
  });

  it("refuses what a field cannot hold, a field the form lacks, and a file with no form", async () => {
    const problem = (error: unknown) => (error as { problem: PdfProblem }).problem.message;
    const form = input("form.pdf", await blankForm());
    const refused = (values: Record<string, string | boolean | string[]>) =>
      fillForm(form, { values, flatten: false }).catch(problem);
    expect(await refused({ code: "TOO LONG" })).toBe('"code" holds at most 4 characters.');
    expect(await refused({ size: "XL" })).toBe('"size" is one of: S, M, L.');
    expect(await refused({ colour: ["Red", "Blue"] })).toBe('"colour" takes one choice.');
    expect(await refused({ agree: "yes" })).toBe('"agree" is ticked or not.');
    expect(await refused({ nope: "x" })).toBe('The form has no field named "nope".');
    expect(
      await fillForm(input("plain.pdf", await labelledPdf("P", 1)), { values: {}, flatten: false }).catch(
        problem,
      ),
    ).toBe('"plain.pdf" has no form fields to fill in.');
  });
});
