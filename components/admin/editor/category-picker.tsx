"use client";

import { Combobox, ComboboxButton, ComboboxInput, ComboboxOptions, Field, Label } from "@headlessui/react";
import { ChevronDown, X } from "lucide-react";
import { useState } from "react";
import { inputClass } from "@/components/ui/field";
import type { TermRef } from "@/lib/blog/embed";
import { Dot, swallowEnter, TermOption } from "./term-option";

const NONE = "none";
type Choice = number | typeof NONE;

/**
 * Searchable single choice with "No Category" and a clear button (an accessible combobox: arrows move,
 * Enter picks, Escape closes); the id travels in a hidden field.
 */
export function CategoryPicker({
  categories,
  value,
  onChange,
}: {
  categories: TermRef[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const [query, setQuery] = useState("");
  const current = categories.find((c) => c.id === value) ?? null;
  const needle = query.trim().toLowerCase();
  const matches = categories.filter((c) => c.name.toLowerCase().includes(needle));
  // "No Category" is a choice, not a name: offered while nothing is typed, or when it is what is typed.
  const selectChosenName = (input: HTMLInputElement) => {
    if (current && input.value === current.name) input.select();
  };
  const offerNone = needle === "" || "no category".includes(needle);
  return (
    <Field className="space-y-1">
      <Label className="block text-sm font-medium text-slate-700">Category</Label>
      <input type="hidden" name="categoryId" value={value ?? ""} />
      <Combobox<Choice, false>
        value={current?.id ?? NONE}
        onChange={(id) => onChange(typeof id === "number" ? id : null)}
        onClose={() => setQuery("")}
        immediate
      >
        <div className="flex gap-1" onKeyDown={swallowEnter}>
          <div className="relative flex-1">
            {current ? (
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center">
                <Dot color={current.color} />
              </span>
            ) : null}
            <ComboboxInput
              className={`${inputClass} pr-8 ${current ? "pl-7" : ""}`}
              // "No Category" is the placeholder, not the value: what is typed after a click is the query.
              displayValue={(id: Choice) => categories.find((c) => c.id === id)?.name ?? ""}
              onChange={(e) => setQuery(e.target.value)}
              // A click or focus on the chosen name selects it, so typing replaces it rather than adding to
              // it; a query being typed is left alone.
              onFocus={(e) => selectChosenName(e.currentTarget)}
              onClick={(e) => selectChosenName(e.currentTarget)}
              placeholder="No Category (type to search)"
              autoComplete="off"
            />
            <ComboboxButton aria-label="Show categories" className="absolute inset-y-0 right-0 px-2">
              <ChevronDown className="size-4 text-slate-400" aria-hidden />
            </ComboboxButton>
          </div>
          {current ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label="Clear category"
              className="rounded-lg border border-slate-300 px-2 text-slate-500 hover:bg-slate-50"
            >
              <X className="size-4" />
            </button>
          ) : null}
        </div>
        <ComboboxOptions
          aria-label="Categories"
          className="max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-sm empty:invisible"
        >
          {offerNone ? <TermOption value={NONE}>No Category</TermOption> : null}
          {matches.map((c) => (
            <TermOption key={c.id} value={c.id} color={c.color}>
              {c.name}
            </TermOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}
