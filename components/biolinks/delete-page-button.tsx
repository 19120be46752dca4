"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { deletePageAction } from "@/lib/biolinks/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export function DeletePageButton({ pageId, slug }: { pageId: string; slug: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState(
    async (previous: Parameters<typeof deletePageAction>[0], data: FormData) => {
      const result = await deletePageAction(previous, data);
      if (result?.ok) {
        setOpen(false);
        router.refresh();
      }
      return result;
    },
    null,
  );
  return (
    <>
      <Button variant="ghost" className="px-3 py-1.5 text-red-700" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Delete /l/${slug}?`}>
        <form action={action} className="space-y-4">
          <input type="hidden" name="pageId" value={pageId} />
          <p className="text-sm">The page, its links and its statistics will be deleted for good.</p>
          <div aria-live="polite">
            {state && !state.ok ? <Alert tone="error">{state.message}</Alert> : null}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? "Deleting..." : "Delete page"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
