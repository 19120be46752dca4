"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { toDirectDownloadUrl } from "@/lib/ebooks/links";
import type { EbookFormValues } from "@/lib/ebooks/form-values";

const fileInputClass =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200";

/** The download (a link, or a file uploaded instead) and the optional cover image. */
export function EbookFileFields({
  values,
  error,
}: {
  values: EbookFormValues;
  error: (field: string) => string | undefined;
}) {
  const [filePath, setFilePath] = useState(values.filePath ?? "");
  const cover = values.coverImage;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">Ebook file</legend>
      <Field
        label="Direct Download URL *"
        name="filePath"
        inputMode="url"
        value={filePath}
        onChange={(e) => setFilePath(e.target.value)}
        // Share links become direct-download links as soon as they are pasted in.
        onBlur={(e) => setFilePath(toDirectDownloadUrl(e.target.value))}
        placeholder="https://example.com/my-ebook.pdf"
        error={error("filePath")}
        aria-required
      />
      <ul id="filePath-hint" className="list-disc space-y-1 pl-5 text-xs text-slate-500">
        <li>The link must end with the file&apos;s extension, such as .pdf or .epub.</li>
        <li>
          Google Drive: share the file with &quot;Anyone with the link&quot; and paste the link; it becomes a
          direct download link (drive.google.com/uc?export=download&amp;id=…).
        </li>
        <li>Dropbox: paste the share link; it is changed to end with dl=1, which downloads the file.</li>
      </ul>
      <FileField
        name="file"
        label="Or upload the file (PDF, EPUB or MOBI, up to 50 MB)"
        accept=".pdf,.epub,.mobi,application/pdf,application/epub+zip,application/x-mobipocket-ebook"
        error={error("file")}
      />
      <Field
        label="Cover image URL"
        name="coverImage"
        inputMode="url"
        defaultValue={cover ?? ""}
        placeholder="https://example.com/cover.jpg"
        error={error("coverImage")}
      />
      <FileField
        name="coverFile"
        label="Or upload a cover image (JPG, PNG, GIF or WebP, up to 5 MB)"
        accept="image/jpeg,image/png,image/gif,image/webp"
        error={error("coverFile")}
      />
    </fieldset>
  );
}

function FileField({
  name,
  label,
  accept,
  error,
}: {
  name: string;
  label: string;
  accept: string;
  error?: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="file"
        accept={accept}
        aria-describedby={error ? `${name}-error` : undefined}
        className={fileInputClass}
      />
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
