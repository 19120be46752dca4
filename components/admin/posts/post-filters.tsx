"use client";

import { ArrowDownWideNarrow, ArrowUpNarrowWide, Filter, Search, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import { POST_SORT_FIELDS, STATUS_LABELS, type PostSortField } from "@/lib/blog/constants";
import { postListHref } from "@/lib/blog/list-url";
import type { PostListFilters } from "@/lib/blog/validation";
import type { PostStatus } from "@/lib/db/tables/blog";

interface CategoryOption {
  id: number;
  name: string;
}

/** Search, filters, sort and their chips; every change is a new URL, so reload and Back keep it. */
export function PostFilters({
  filters,
  categories,
}: {
  filters: PostListFilters;
  categories: CategoryOption[];
}) {
  const router = useRouter();
  // While a change is on its way, the controls wait: the next one must start from the new URL.
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(
    Boolean(filters.status || filters.category || filters.sort !== "created_at"),
  );
  // SPEC §4: the page goes back to 1 whenever the search or a filter changes.
  const go = (changes: Partial<PostListFilters>) =>
    startTransition(() => router.push(postListHref({ ...filters, page: 1, ...changes })));

  const categoryName = categories.find((c) => c.id === filters.category)?.name;
  const chips = [
    filters.q ? { label: `Search: ${filters.q}`, clear: { q: undefined } } : null,
    filters.status
      ? { label: `Status: ${STATUS_LABELS[filters.status]}`, clear: { status: undefined } }
      : null,
    filters.category
      ? { label: `Category: ${categoryName ?? filters.category}`, clear: { category: undefined } }
      : null,
    filters.sort !== "created_at" || filters.dir !== "desc"
      ? {
          label: `Sort: ${POST_SORT_FIELDS[filters.sort]} (${filters.dir === "asc" ? "ascending" : "descending"})`,
          clear: { sort: "created_at", dir: "desc" } as const,
        }
      : null,
  ].filter((c) => c !== null);

  return (
    <div className="space-y-3" aria-busy={pending}>
      <div className="flex flex-wrap gap-2">
        <form
          role="search"
          className="relative min-w-64 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
            go({ q: q || undefined });
          }}
        >
          <Search className="absolute left-3 top-2.5 size-4 text-slate-400" aria-hidden />
          <input
            key={filters.q ?? ""}
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Search posts by title or content..."
            aria-label="Search posts"
            className={`${inputClass} pl-9`}
          />
        </form>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls="post-filters"
          onClick={() => setOpen(!open)}
        >
          <Filter className="size-4" aria-hidden />
          Filters
        </Button>
      </div>
      {open ? (
        <div
          id="post-filters"
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-3"
        >
          <SelectField
            label="Status"
            name="status"
            value={filters.status ?? ""}
            disabled={pending}
            onChange={(e) => go({ status: (e.target.value || undefined) as PostStatus | undefined })}
            options={[
              { value: "", label: "All Statuses" },
              ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
          <SelectField
            label="Category"
            name="category"
            value={filters.category ? String(filters.category) : ""}
            disabled={pending}
            onChange={(e) => go({ category: e.target.value ? Number(e.target.value) : undefined })}
            options={[
              { value: "", label: "All Categories" },
              ...categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <div className="flex items-end gap-2">
            <SelectField
              label="Sort By"
              name="sort"
              className="flex-1"
              value={filters.sort}
              disabled={pending}
              onChange={(e) => go({ sort: e.target.value as PostSortField })}
              options={Object.entries(POST_SORT_FIELDS).map(([value, label]) => ({ value, label }))}
            />
            <Button
              variant="secondary"
              aria-label={`Sort direction: ${filters.dir === "asc" ? "ascending" : "descending"}`}
              title="Toggle sort direction"
              disabled={pending}
              onClick={() => go({ dir: filters.dir === "asc" ? "desc" : "asc" })}
            >
              {filters.dir === "asc" ? (
                <ArrowUpNarrowWide className="size-4" />
              ) : (
                <ArrowDownWideNarrow className="size-4" />
              )}
            </Button>
          </div>
        </div>
      ) : null}
      {chips.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.label}>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-700">
                {chip.label}
                <button
                  type="button"
                  onClick={() => go(chip.clear)}
                  className="rounded-full p-0.5 hover:bg-brand-100"
                  aria-label={`Remove filter ${chip.label}`}
                >
                  <X className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
