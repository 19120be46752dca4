"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-controls";
import { issueFromPostAction } from "@/lib/newsletter/issue-actions";

/** Starts a draft from a published post: its title, lead image, excerpt and a link to it. */
export function FromPostForm({ posts }: { posts: { id: number; title: string }[] }) {
  const [state, action, pending] = useActionState(issueFromPostAction, null);
  if (posts.length === 0) return null;
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Start from a published post"
        name="postId"
        className="min-w-64 flex-1"
        options={posts.map((p) => ({ value: String(p.id), label: p.title }))}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? "Starting..." : "Start from post"}
      </Button>
      <div aria-live="polite" className="w-full">
        {state?.ok === false ? <Alert tone="error">{`❌ ${state.message}`}</Alert> : null}
      </div>
    </form>
  );
}
