"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { inputClass } from "@/components/ui/field";
import type { TermRef } from "@/lib/blog/embed";

/** Searchable multi-select: chosen tags are listed with remove buttons and left out of the suggestions. */
export function TagPicker({
  tags,
  value,
  onChange,
}: {
  tags: TermRef[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  const chosen = value.map((id) => tags.find((t) => t.id === id)).filter((t) => t !== undefined);
  const suggestions = tags.filter(
    (t) => !value.includes(t.id) && t.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <div className="space-y-2">
      <label htmlFor="tag-search" className="block text-sm font-medium text-slate-700">
        Tags
      </label>
      <input type="hidden" name="tagIds" value={value.join(",")} />
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selected tags">
          {chosen.map((t) => (
            <li key={t.id}>
              <span
                className="inline-flex items-center gap-1 rounded-full border py-0.5 pl-2.5 pr-1 text-xs font-medium"
                style={{ borderColor: `${t.color}55`, backgroundColor: `${t.color}14` }}
              >
                {t.name}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((id) => id !== t.id))}
                  aria-label={`Remove tag ${t.name}`}
                  className="rounded-full p-0.5 hover:bg-slate-200"
                >
                  <X className="size-3" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id="tag-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onFocus={() => setFocused(true)}
        placeholder="Search tags..."
        className={inputClass}
        autoComplete="off"
      />
      {focused || query ? (
        <ul
          role="listbox"
          aria-label="Tag suggestions"
          className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1"
        >
          {suggestions.length === 0 ? (
            <li className="px-2 py-1.5 text-sm text-slate-500">No matching tags</li>
          ) : null}
          {suggestions.map((t) => (
            <li key={t.id} role="none">
              <button
                type="button"
                role="option"
                aria-selected={false}
                onClick={() => {
                  onChange([...value, t.id]);
                  setQuery("");
                }}
                className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100"
              >
                <span className="size-2.5 rounded-full" style={{ backgroundColor: t.color }} aria-hidden />
                {t.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
