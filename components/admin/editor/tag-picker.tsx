"use client";

import { Combobox, ComboboxInput, ComboboxOptions, Field, Label } from "@headlessui/react";
import { X } from "lucide-react";
import { useState } from "react";
import { inputClass } from "@/components/ui/field";
import type { TermRef } from "@/lib/blog/embed";
import { swallowEnter, TermOption } from "./term-option";

/**
 * Searchable multi-select (an accessible combobox: arrows move, Enter adds, Escape closes): chosen tags
 * are listed with remove buttons and left out of the suggestions.
 */
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
  const chosen = value.map((id) => tags.find((t) => t.id === id)).filter((t) => t !== undefined);
  const suggestions = tags.filter(
    (t) => !value.includes(t.id) && t.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <Field className="space-y-2">
      <Label className="block text-sm font-medium text-slate-700">Tags</Label>
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
      <Combobox
        value={null}
        onChange={(tag: TermRef | null) => {
          if (!tag) return;
          onChange([...value, tag.id]);
          setQuery("");
        }}
        onClose={() => setQuery("")}
        immediate
      >
        <div onKeyDown={swallowEnter}>
          <ComboboxInput
            className={inputClass}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search tags..."
            autoComplete="off"
          />
        </div>
        <ComboboxOptions
          aria-label="Tag suggestions"
          className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1"
        >
          {suggestions.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-slate-500">No matching tags</p>
          ) : null}
          {suggestions.map((t) => (
            <TermOption key={t.id} value={t} color={t.color}>
              {t.name}
            </TermOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}
