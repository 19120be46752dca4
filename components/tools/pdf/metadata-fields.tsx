"use client";

import { pdfFieldClass } from "./field-style";
import { METADATA_MAX_LENGTH, type PdfMetadata } from "@/lib/pdf/metadata";

const FIELDS = [
  { key: "title", label: "Title" },
  { key: "author", label: "Author" },
  { key: "subject", label: "Subject" },
  { key: "keywords", label: "Keywords" },
] as const;

/** The document properties the written file will carry, as read from the chosen file, for the visitor to edit. */
export function MetadataFields({
  value,
  onChange,
}: {
  value: PdfMetadata;
  onChange: (value: PdfMetadata) => void;
}) {
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium">Document properties</summary>
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
    </details>
  );
}
