"use client";

import { ChevronDown, X } from "lucide-react";
import { useState } from "react";
import { inputClass } from "@/components/ui/field";
import type { TermRef } from "@/lib/blog/embed";

function Dot({ color }: { color: string }) {
  return <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden />;
}

/** Searchable single choice with "No Category" and a clear button; the id travels in a hidden field. */
export function CategoryPicker({
  categories,
  value,
  onChange,
}: {
  categories: TermRef[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const current = categories.find((c) => c.id === value) ?? null;
  const matches = categories.filter((c) => c.name.toLowerCase().includes(query.trim().toLowerCase()));
  const choose = (id: number | null) => {
    onChange(id);
    setOpen(false);
    setQuery("");
  };
  return (
    <div className="space-y-1">
      <span id="category-label" className="block text-sm font-medium text-slate-700">
        Category
      </span>
      <input type="hidden" name="categoryId" value={value ?? ""} />
      <div className="flex gap-1">
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="category-options"
          aria-labelledby="category-label category-current"
          className={`${inputClass} flex items-center justify-between gap-2 text-left`}
        >
          <span id="category-current" className="flex items-center gap-2">
            {current ? <Dot color={current.color} /> : null}
            {current?.name ?? "No Category"}
          </span>
          <ChevronDown className="size-4 text-slate-400" aria-hidden />
        </button>
        {current ? (
          <button
            type="button"
            onClick={() => choose(null)}
            aria-label="Clear category"
            className="rounded-lg border border-slate-300 px-2 text-slate-500 hover:bg-slate-50"
          >
            <X className="size-4" />
          </button>
        ) : null}
      </div>
      {open ? (
        <div id="category-options" className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search categories..."
            aria-label="Search categories"
            className={inputClass}
            autoFocus
          />
          <ul role="listbox" aria-label="Categories" className="mt-2 max-h-56 overflow-y-auto">
            <li role="none">
              <button
                type="button"
                role="option"
                aria-selected={value === null}
                onClick={() => choose(null)}
                className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100"
              >
                No Category
              </button>
            </li>
            {matches.map((c) => (
              <li key={c.id} role="none">
                <button
                  type="button"
                  role="option"
                  aria-selected={c.id === value}
                  onClick={() => choose(c.id)}
                  className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100"
                >
                  <Dot color={c.color} />
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
