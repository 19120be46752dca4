"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { deleteOrphanFileAction } from "@/lib/files/actions";

export function DeleteFileButton({ fileKey }: { fileKey: string }) {
  const [state, formAction, pending] = useActionState(deleteOrphanFileAction, null);
  return (
    <form action={formAction} className="flex flex-col items-end gap-1">
      <input type="hidden" name="key" value={fileKey} />
      <Button type="submit" variant="danger" disabled={pending} aria-label={`Delete ${fileKey}`}>
        {pending ? "Deleting..." : "Delete"}
      </Button>
      <div aria-live="polite">
        {state && !state.ok ? <Alert tone="error">{`❌ ${state.message}`}</Alert> : null}
      </div>
    </form>
  );
}
