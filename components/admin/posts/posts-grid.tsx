"use client";

import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { deletePostAction, deletePostsAction } from "@/lib/blog/actions";
import { BLOG_MESSAGES } from "@/lib/blog/constants";
import type { AdminPostRow } from "@/lib/blog/queries";
import { PostCard } from "./post-card";
import { formatCount } from "@/lib/format";

function formOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The card grid with selection and the bulk bar. The actions revalidate, so list and stats refresh. */
export function PostsGrid({ posts, siteUrl }: { posts: AdminPostRow[]; siteUrl: string }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const visible = new Set(posts.map((p) => p.id));
  const chosen = [...selected].filter((id) => visible.has(id));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteOne = (id: number) => {
    if (!window.confirm(BLOG_MESSAGES.confirmDeletePost)) return;
    startTransition(async () => {
      const result = await deletePostAction(null, formOf({ id: String(id) }));
      setError(result?.ok ? null : (result?.message ?? BLOG_MESSAGES.deleteError));
      if (result?.ok) toggle(id, false);
    });
  };

  const deleteChosen = () => {
    if (!window.confirm(BLOG_MESSAGES.confirmDeletePosts(chosen.length))) return;
    startTransition(async () => {
      const result = await deletePostsAction(null, formOf({ ids: chosen.join(",") }));
      setError(result?.ok ? null : (result?.message ?? BLOG_MESSAGES.bulkDeleteError));
      if (result?.ok) setSelected(new Set());
    });
  };

  return (
    <div className="space-y-4">
      <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      {chosen.length > 0 ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3"
        >
          <p className="text-sm font-medium text-brand-700">{formatCount(chosen.length, "post")} selected</p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
            <Button variant="danger" onClick={deleteChosen} disabled={pending}>
              Delete Selected
            </Button>
          </div>
        </div>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard
              post={post}
              siteUrl={siteUrl}
              selected={selected.has(post.id)}
              onSelect={(on) => toggle(post.id, on)}
              onDelete={() => deleteOne(post.id)}
              busy={pending}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
