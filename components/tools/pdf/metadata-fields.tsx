"use client";

import { pdfFieldClass } from "./field-style";
import { METADATA_MAX_LENGTH, type PdfMetadata } from "@/lib/pdf/metadata";

const FIELDS = [
  { key: "title", label: "Title" },
  { key: "author", label: "Author" },
  { key: "subject", label: "Subject" },
  { key: "keywords", label: "Keywords" },
] as const;

/**
 * The document properties the written file will carry, as read from the chosen file, for the visitor to edit:
 * folded away under the tools that do something else, laid open where they are the tool (`open`).
 */
export function MetadataFields({
  value,
  onChange,
  open = false,
}: {
  value: PdfMetadata;
  onChange: (value: PdfMetadata) => void;
  open?: boolean;
}) {
  const fields = (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      {FIELDS.map(({ key, label }) => (
        <label key={key} className="block font-medium">
          {label}
          <input
            value={value[key]}
            maxLength={METADATA_MAX_LENGTH}
            placeholder={key === "keywords" ? "Separate them with commas" : undefined}
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
            className={pdfFieldClass}
          />
        </label>
      ))}
    </div>
  );
  if (open) {
    return (
      <fieldset className="text-sm">
        <legend className="font-medium">Document properties</legend>
        {fields}
      </fieldset>
    );
  }
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium">Document properties</summary>
      {fields}
    </details>
  );
}
