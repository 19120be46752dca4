"use client";

import { Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { inputClass } from "@/components/ui/field";
import { deleteEbookCategoryAction } from "@/lib/ebooks/actions";
import { EBOOK_MESSAGES } from "@/lib/ebooks/constants";
import type { EbookCategoryRow } from "@/lib/ebooks/queries";
import { formatDate } from "@/lib/format";
import { EbookCategoryForm } from "./ebook-category-form";
import { RowAction } from "./row-action";

export function EbookCategoriesManager({ categories }: { categories: EbookCategoryRow[] }) {
  const [query, setQuery] = useState("");
  // null: closed; "new": creating; a category: editing it.
  const [editing, setEditing] = useState<EbookCategoryRow | "new" | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const needle = query.trim().toLowerCase();
  const shown = categories.filter(
    (c) =>
      !needle ||
      c.name.toLowerCase().includes(needle) ||
      (c.description ?? "").toLowerCase().includes(needle),
  );
  const addButton = (label: string) => (
    <Button onClick={() => setEditing("new")}>
      <Plus className="size-4" aria-hidden /> {label}
    </Button>
  );
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Ebook Categories</h1>
          <p className="text-slate-600">Group your ebooks so visitors find the right guide.</p>
        </div>
        {addButton("Add Category")}
      </header>
      <div className="relative max-w-md">
        <Search className="absolute left-3 top-2.5 size-4 text-slate-400" aria-hidden />
        <label htmlFor="category-search" className="sr-only">
          Search categories
        </label>
        <input
          id="category-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search categories..."
          className={`${inputClass} pl-9`}
        />
      </div>
      {categories.length === 0 ? (
        <EmptyState
          title="No categories yet"
          text="Create a category to group your ebooks."
          action={addButton("Create First Category")}
        />
      ) : shown.length === 0 ? (
        <EmptyState title="No categories found" text="Try another search." />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((category) => (
            <li
              key={category.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
            >
              <div className="flex items-start justify-between gap-2">
                <h2 className="flex items-center gap-2 font-semibold">
                  <span
                    className="size-3 rounded-full"
                    style={{ backgroundColor: category.color }}
                    aria-hidden
                  />
                  {category.name}
                </h2>
                <div className="flex items-center">
                  <button
                    type="button"
                    onClick={() => setEditing(category)}
                    aria-label={`Edit: ${category.name}`}
                    title={`Edit: ${category.name}`}
                    className="rounded p-1.5 text-brand-700 hover:bg-slate-100"
                  >
                    <Pencil className="size-4" />
                  </button>
                  <RowAction
                    action={deleteEbookCategoryAction}
                    id={category.id}
                    label={`Delete: ${category.name}`}
                    confirmText={EBOOK_MESSAGES.confirmDelete(category.name)}
                  >
                    <Trash2 className="size-4 text-red-600" />
                  </RowAction>
                </div>
              </div>
              <p className="text-sm text-slate-600">{category.description || "No description"}</p>
              <dl className="mt-auto flex flex-wrap gap-x-6 gap-y-2 text-xs text-slate-500">
                <div>
                  <dt>Slug</dt>
                  <dd className="font-mono text-slate-700">{category.slug}</dd>
                </div>
                <div>
                  <dt>Color</dt>
                  <dd className="font-mono text-slate-700">{category.color}</dd>
                </div>
                <div>
                  <dt>Created</dt>
                  <dd className="text-slate-700">{formatDate(category.createdAt)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing && editing !== "new" ? "Edit Category" : "Add Category"}
      >
        <EbookCategoryForm
          key={editing === "new" ? "new" : (editing?.id ?? "closed")}
          category={editing === "new" ? null : editing}
          onSaved={close}
        />
      </Dialog>
    </div>
  );
}
