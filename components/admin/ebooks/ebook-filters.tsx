"use client";

import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { EBOOK_STATUS_LABELS } from "@/lib/ebooks/constants";
import type { EbookListFilters } from "@/lib/ebooks/validation";

/** A GET form, so the filters live in the URL; the selects apply as soon as they change. */
export function EbookFilters({
  filters,
  categories,
}: {
  filters: EbookListFilters;
  categories: { name: string; slug: string }[];
}) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  // A select changed before the page hydrated had no handler yet, and React keeps the choice when it
  // hydrates: it is applied then, once, instead of being lost. (autoComplete off: on Back the browser does
  // not restore an earlier choice, which this would take for a new one.)
  useEffect(() => {
    const selects = [...(form.current?.querySelectorAll("select") ?? [])];
    const rendered = (select: HTMLSelectElement) =>
      ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value;
    if (selects.some((select) => select.value !== rendered(select))) form.current?.requestSubmit();
  }, []);
  return (
    <form
      ref={form}
      method="get"
      role="search"
      autoComplete="off"
      className="flex flex-col gap-3 md:flex-row"
    >
      <div className="relative flex-1">
        <Search className="absolute left-3 top-2.5 size-4 text-slate-400" aria-hidden />
        <label htmlFor="q" className="sr-only">
          Search ebooks
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          placeholder="Search ebooks..."
          className={`${inputClass} pl-9`}
        />
      </div>
      <label htmlFor="status" className="sr-only">
        Status
      </label>
      <select
        id="status"
        name="status"
        defaultValue={filters.status ?? ""}
        onChange={submit}
        className={`${inputClass} md:w-44`}
      >
        <option value="">All Status</option>
        {Object.entries(EBOOK_STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <label htmlFor="category" className="sr-only">
        Category
      </label>
      <select
        id="category"
        name="category"
        defaultValue={filters.category ?? ""}
        onChange={submit}
        className={`${inputClass} md:w-52`}
      >
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
