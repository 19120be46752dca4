"use client";

import { useId } from "react";
import type { PageSelection } from "@/lib/pdf/selection";
import { browserOnly } from "./browser-only";
import type { Chosen } from "./chosen-files";
import { pdfFieldClass } from "./field-style";

// Thumbnails (pdf.js) load only when the visitor chooses to pick pages on them.
const PagePicker = browserOnly(() => import("./page-picker").then((m) => m.PagePicker));

type Mode = PageSelection["mode"];

/**
 * Which pages a tool works on: all of them, page numbers typed as ranges, or pages ticked on thumbnails.
 * The job checks the choice against the document and answers a bad range by name.
 */
export function PageSelectionField({
  legend,
  value,
  onChange,
  chosen,
  pageCount,
  allowAll = true,
}: {
  legend: string;
  value: PageSelection;
  onChange: (value: PageSelection) => void;
  chosen: Chosen;
  pageCount: number;
  allowAll?: boolean;
}) {
  const name = useId();
  const ranges = value.mode === "ranges" ? value.ranges : "";
  const picked = new Set(value.mode === "pages" ? value.pages : []);
  const modes: { mode: Mode; label: string }[] = [
    ...(allowAll ? [{ mode: "all" as const, label: "All pages" }] : []),
    { mode: "ranges", label: "Type page numbers" },
    { mode: "pages", label: "Pick pages" },
  ];
  const switchTo = (mode: Mode) =>
    onChange(mode === "all" ? { mode } : mode === "ranges" ? { mode, ranges } : { mode, pages: [...picked] });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {modes.map((m) => (
          <label key={m.mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={value.mode === m.mode}
              onChange={() => switchTo(m.mode)}
            />
            {m.label}
          </label>
        ))}
      </div>
      {value.mode === "ranges" ? (
        <label className="block text-sm font-medium">
          Pages
          <input
            value={value.ranges}
            onChange={(e) => onChange({ mode: "ranges", ranges: e.target.value })}
            placeholder="1-3, 8, 10-"
            className={`${pdfFieldClass} max-w-sm`}
          />
        </label>
      ) : null}
      {value.mode === "pages" ? (
        <PagePicker
          legend="Tick the pages"
          chosen={chosen}
          pageCount={pageCount}
          selected={picked}
          onChange={(pages) => onChange({ mode: "pages", pages: [...pages] })}
        />
      ) : null}
    </fieldset>
  );
}
