"use client";

import { Pencil, Plus, Search, Trash2 } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { RefreshButton } from "@/components/admin/dashboard/refresh-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { inputClass } from "@/components/ui/field";
import type { TermRow } from "@/lib/blog/queries";
import { deleteCategory, deleteTag, saveCategory, saveTag } from "@/lib/blog/term-actions";
import type { TermKind } from "@/lib/blog/term-store";
import { TermForm } from "./term-form";
import { termWords } from "./words";
import { formatCount } from "@/lib/format";

const actions = {
  category: { save: saveCategory, remove: deleteCategory },
  tag: { save: saveTag, remove: deleteTag },
};

/** The Categories or Tags screen: search, rows, and the create/edit modal. */
export function TermsScreen({ kind, terms, q }: { kind: TermKind; terms: TermRow[]; q: string }) {
  const words = termWords[kind];
  const router = useRouter();
  const pathname = usePathname();
  const [editing, setEditing] = useState<TermRow | "new" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const search = (value: string) =>
    startTransition(() =>
      router.replace(value.trim() ? `${pathname}?q=${encodeURIComponent(value.trim())}` : pathname),
    );

  const remove = (term: TermRow) => {
    if (!window.confirm(words.confirmDelete)) return;
    startTransition(async () => {
      const data = new FormData();
      data.set("id", String(term.id));
      const result = await actions[kind].remove(null, data);
      setError(result?.ok ? null : words.deleteError);
    });
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{words.title}</h1>
          <p className="text-slate-600">{words.subtitle}</p>
        </div>
        <div className="flex gap-2">
          <RefreshButton />
          <Button onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden />
            {words.add}
          </Button>
        </div>
      </header>
      <div className="relative max-w-md" role="search">
        <Search className="absolute left-3 top-2.5 size-4 text-slate-400" aria-hidden />
        <input
          type="search"
          defaultValue={q}
          onChange={(e) => search(e.target.value)}
          placeholder={words.search}
          aria-label={words.search}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      {terms.length === 0 ? (
        <EmptyState title={q ? words.emptySearch : words.empty} text={q ? undefined : words.emptyText} />
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
          aria-busy={pending}
        >
          {terms.map((term) => (
            <li key={term.id} className="flex items-center gap-4 px-5 py-4">
              <span
                className="size-4 shrink-0 rounded-full"
                style={{ backgroundColor: term.color }}
                aria-hidden
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{term.name}</p>
                <p className="font-mono text-xs text-slate-500">
                  {words.slugPrefix}
                  {term.slug}
                </p>
                {term.description ? <p className="mt-1 text-sm text-slate-600">{term.description}</p> : null}
              </div>
              <span className="text-sm text-slate-500">{formatCount(term.postCount, "post")}</span>
              <button
                type="button"
                onClick={() => setEditing(term)}
                className="rounded p-2 text-slate-600 hover:bg-slate-100"
                aria-label={`Edit ${term.name}`}
              >
                <Pencil className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => remove(term)}
                disabled={pending}
                className="rounded p-2 text-red-600 hover:bg-red-50"
                aria-label={`Delete ${term.name}`}
              >
                <Trash2 className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? `New ${words.singular}` : `Edit ${words.singular}`}
      >
        {editing !== null ? (
          <TermForm
            key={editing === "new" ? "new" : editing.id}
            term={editing === "new" ? null : editing}
            words={words}
            save={actions[kind].save}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
