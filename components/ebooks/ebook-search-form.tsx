"use client";

import { Icon } from "@/components/icons/icon";
import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { MAX_EBOOK_SEARCH_LENGTH } from "@/lib/ebooks/search";
import { EBOOKS_PATH } from "@/lib/ebooks/paths";

/**
 * The library's search: a plain GET form to /ebooks, answered by the server (lib/ebooks/search.ts), so a
 * title typed and sent with Enter before the page has hydrated is searched as any other. The category
 * applies as soon as it is chosen.
 */
export function EbookSearchForm({
  q = "",
  category = "",
  categories,
}: {
  q?: string;
  category?: string;
  categories: { name: string; slug: string }[];
}) {
  const form = useRef<HTMLFormElement>(null);
  // A category chosen before the page hydrated had no handler yet, and React keeps the choice when it
  // hydrates: it is applied then, once, instead of being lost (as the admin's filters do). autoComplete
  // off: on Back the browser does not restore an earlier choice, which this would take for a new one.
  useEffect(() => {
    const select = form.current?.querySelector("select");
    const rendered = select && ([...select.options].find((o) => o.defaultSelected) ?? select.options[0]);
    if (select && rendered && select.value !== rendered.value) form.current?.requestSubmit();
  }, []);
  return (
    <form
      ref={form}
      action={EBOOKS_PATH}
      method="get"
      role="search"
      autoComplete="off"
      className="flex flex-col gap-3 sm:flex-row"
    >
      <div className="relative flex-1">
        <Icon name="Search" className="absolute left-3 top-2.5 size-4 text-slate-400" />
        <label htmlFor="ebook-search" className="sr-only">
          Search ebooks by title
        </label>
        <input
          id="ebook-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_EBOOK_SEARCH_LENGTH}
          placeholder="Search ebooks..."
          className={`${inputClass} pl-9`}
        />
      </div>
      <label htmlFor="ebook-category" className="sr-only">
        Filter by category
      </label>
      <select
        id="ebook-category"
        name="category"
        defaultValue={category}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={`${inputClass} sm:w-56`}
      >
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass("primary")}>
        Search
      </button>
    </form>
  );
}
