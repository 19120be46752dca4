"use client";

import { PDF_LIMITS } from "@/lib/pdf/limits";
import type { Chosen } from "./chosen-files";
import { PageThumb, ThumbnailProvider } from "./thumbnails/thumbnails";

/** A thumbnail of each page with its box to tick (at most the picker's limit). */
export function PagePicker({
  legend = "Pages to extract",
  chosen,
  pageCount,
  selected,
  onChange,
}: {
  legend?: string;
  chosen: Chosen;
  pageCount: number;
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
}) {
  return (
    <ThumbnailProvider sources={[chosen]}>
      <fieldset className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        {Array.from({ length: Math.min(pageCount, PDF_LIMITS.maxPickerPages) }, (_, i) => (
          <label
            key={i}
            className="rounded-lg border border-slate-200 bg-white p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-200"
          >
            <PageThumb source={0} page={i} />
            <span className="mt-1 flex items-center gap-1">
              <input
                type="checkbox"
                checked={selected.has(i)}
                onChange={(e) => {
                  const next = new Set(selected);
                  if (e.target.checked) next.add(i);
                  else next.delete(i);
                  onChange(next);
                }}
              />
              Page {i + 1}
            </span>
          </label>
        ))}
      </fieldset>
    </ThumbnailProvider>
  );
}
