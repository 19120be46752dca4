"use client";

import { Icon } from "@/components/icons/icon";
import { type ReactNode, useDeferredValue, useState } from "react";
import { inputClass } from "@/components/ui/field";
import { EBOOK_PUBLIC_MESSAGES } from "@/lib/ebooks/public-messages";
import { formatCount } from "@/lib/format";

/** One ebook of the library: what the filters look at, and its card, rendered on the server. */
export interface LibraryEntry {
  id: string;
  title: string;
  categorySlug: string | null;
  card: ReactNode;
}

// The whole published list arrives with the cached page; filtering it here keeps the page static (ISR)
// instead of rendering per query string. The cards come rendered from the server, so their code (cover,
// chips, dates) is not in the page's JavaScript: only the filters and the download button are.
export function EbookLibrary({
  ebooks,
  categories,
  initialCategory = "",
}: {
  ebooks: LibraryEntry[];
  categories: { name: string; slug: string }[];
  initialCategory?: string;
}) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState(initialCategory);
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  const shown = ebooks.filter(
    (e) =>
      (!category || e.categorySlug === category) &&
      (!deferredQuery || e.title.toLowerCase().includes(deferredQuery)),
  );
  return (
    <div className="space-y-6">
      <search className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Icon name="Search" className="absolute left-3 top-2.5 size-4 text-slate-400" />
          <label htmlFor="ebook-search" className="sr-only">
            Search ebooks by title
          </label>
          <input
            id="ebook-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search ebooks..."
            className={`${inputClass} pl-9`}
          />
        </div>
        <label htmlFor="ebook-category" className="sr-only">
          Filter by category
        </label>
        <select
          id="ebook-category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          className={`${inputClass} sm:w-56`}
        >
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </search>
      <p className="sr-only" aria-live="polite">
        {formatCount(shown.length, "ebook")}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg font-semibold">
          {EBOOK_PUBLIC_MESSAGES.noEbooks}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((ebook) => (
            <li key={ebook.id}>{ebook.card}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
