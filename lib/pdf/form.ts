import {
  type PDFDocument,
  PDFCheckBox,
  PDFDropdown,
  type PDFField,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFString,
  PDFHexString,
  PDFTextField,
} from "@cantoo/pdf-lib";
import { fail } from "./errors";
import { flattenDocument } from "./flatten";
import type { PdfMetadata } from "./metadata";
import { openPdf } from "./open";
import { writtenPdf } from "./save";
import type { InputFile, JobResult, ReportProgress } from "./types";

// Fill PDF Form: an AcroForm's fields read with pdf-lib and shown as an ordinary web form (labelled by the
// field's own description where it has one), their values written back, optionally flattened.

interface Described {
  /** The field's full name, which the values are keyed by. */
  name: string;
  /** What the form calls it for people (its /TU), else its name. */
  label: string;
  readOnly: boolean;
}

export type FormField = Described &
  (
    | { kind: "text"; value: string; multiline: boolean; maxLength?: number }
    | { kind: "checkbox"; checked: boolean }
    | { kind: "radio"; options: string[]; value?: string }
    | { kind: "choice"; options: string[]; selected: string[]; multiple: boolean }
  );

export type FieldValue = string | boolean | string[];

export interface FillFormOptions {
  values: Record<string, FieldValue>;
  /** Draw the filled-in fields into the pages, so they can no longer be changed. */
  flatten: boolean;
  metadata?: PdfMetadata;
}

function describe(field: PDFField): Described {
  const tooltip = field.acroField.dict.lookup(PDFName.of("TU"));
  const label = tooltip instanceof PDFString || tooltip instanceof PDFHexString ? tooltip.decodeText() : "";
  return { name: field.getName(), label: label.trim() || field.getName(), readOnly: field.isReadOnly() };
}

/** The fields a visitor can fill in, in the form's order (buttons and signature fields left out). */
export function readForm(doc: PDFDocument): FormField[] {
  if (!doc.catalog.has(PDFName.of("AcroForm"))) return [];
  return doc
    .getForm()
    .getFields()
    .flatMap((field): FormField[] => {
      const about = describe(field);
      if (field instanceof PDFTextField) {
        const maxLength = field.getMaxLength();
        return [
          { ...about, kind: "text", value: field.getText() ?? "", multiline: field.isMultiline(), maxLength },
        ];
      }
      if (field instanceof PDFCheckBox) return [{ ...about, kind: "checkbox", checked: field.isChecked() }];
      if (field instanceof PDFRadioGroup) {
        return [{ ...about, kind: "radio", options: field.getOptions(), value: field.getSelected() }];
      }
      if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
        const multiple = field.isMultiselect();
        return [
          { ...about, kind: "choice", options: field.getOptions(), selected: field.getSelected(), multiple },
        ];
      }
      return [];
    });
}

/** Writes one value, refusing what the field cannot hold with a message that names it. */
function fill(field: FormField, target: PDFField, value: FieldValue): void {
  const wrong = (what: string) => fail("invalid-input", `"${field.label}" ${what}.`);
  if (field.kind === "text") {
    if (typeof value !== "string") wrong("takes text");
    const text = value as string;
    if (field.maxLength !== undefined && text.length > field.maxLength) {
      wrong(`holds at most ${field.maxLength} characters`);
    }
    (target as PDFTextField).setText(text === "" ? undefined : text);
  } else if (field.kind === "checkbox") {
    if (typeof value !== "boolean") wrong("is ticked or not");
    if (value) (target as PDFCheckBox).check();
    else (target as PDFCheckBox).uncheck();
  } else if (field.kind === "radio") {
    if (typeof value !== "string" || (value !== "" && !field.options.includes(value))) {
      wrong(`is one of: ${field.options.join(", ")}`);
    }
    if (value === "") (target as PDFRadioGroup).clear();
    else (target as PDFRadioGroup).select(value as string);
  } else {
    const chosen = Array.isArray(value) ? value : [value];
    if (!chosen.every((v) => typeof v === "string" && field.options.includes(v))) {
      wrong(`is one of: ${field.options.join(", ")}`);
    }
    if (chosen.length > 1 && !field.multiple) wrong("takes one choice");
    const choice = target as PDFDropdown | PDFOptionList;
    if (chosen.length === 0) choice.clear();
    else choice.select(chosen as string[]);
  }
}

export async function fillForm(
  file: InputFile,
  options: FillFormOptions,
  report: ReportProgress = () => {},
): Promise<JobResult> {
  report({ stage: "Reading the file" });
  const doc = await openPdf(file);
  const fields = readForm(doc);
  if (fields.length === 0) fail("invalid-input", `"${file.name}" has no form fields to fill in.`, file.name);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const unknown = Object.keys(options.values).find((key) => !byName.has(key));
  if (unknown !== undefined) fail("invalid-input", `The form has no field named "${unknown}".`);
  report({ stage: "Filling in fields" });
  const form = doc.getForm();
  for (const [key, value] of Object.entries(options.values)) {
    const field = byName.get(key)!;
    if (field.readOnly) continue;
    fill(field, form.getField(key), value);
  }
  const notes: string[] = [];
  if (options.flatten) {
    flattenDocument(doc, report);
    notes.push(
      "The fields are now part of the pages: the file looks filled in everywhere and can no longer be changed.",
    );
  }
  report({ stage: "Saving" });
  return writtenPdf(file, "filled", doc, options.metadata, notes);
}
