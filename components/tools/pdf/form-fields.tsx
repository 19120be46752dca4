"use client";

import { useId } from "react";
import type { FieldValue, FormField } from "@/lib/pdf/form";
import { pdfFieldClass } from "./field-style";
import { RadioChoices } from "./radio-choices";

/** One form field as a web form control, labelled by what the PDF calls it. */
export function FormFieldInput({
  field,
  value,
  onChange,
}: {
  field: FormField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
}) {
  const id = useId();
  if (field.kind === "checkbox") {
    return (
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={value === true}
          disabled={field.readOnly}
          onChange={(e) => onChange(e.target.checked)}
        />
        {field.label}
      </label>
    );
  }
  if (field.kind === "radio") {
    return (
      <RadioChoices
        legend={field.label}
        choices={field.options.map((option) => ({ value: option, label: option }))}
        value={typeof value === "string" ? value : ""}
        onChange={onChange}
      />
    );
  }
  const common = { id, disabled: field.readOnly, className: pdfFieldClass };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {field.label}
      </label>
      {field.kind === "choice" ? (
        <select
          {...common}
          multiple={field.multiple}
          value={field.multiple ? (value as string[]) : ((value as string[])[0] ?? "")}
          onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value).filter(Boolean))}
        >
          {field.multiple ? null : <option value="">(none)</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.multiline ? (
        <textarea
          {...common}
          rows={4}
          maxLength={field.maxLength}
          value={value as string}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          maxLength={field.maxLength}
          value={value as string}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/** What each field holds as the file was read. */
export function initialValues(fields: FormField[]): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === "checkbox"
        ? field.checked
        : field.kind === "choice"
          ? field.selected
          : field.kind === "radio"
            ? (field.value ?? "")
            : field.value,
    ]),
  );
}
