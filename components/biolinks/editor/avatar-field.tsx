"use client";

import { useActionState } from "react";
import { removeAvatarAction, uploadAvatarAction } from "@/lib/biolinks/avatar-actions";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Uploads at once (not with Save): the server checks the bytes and stores a resized copy. */
export function AvatarField({
  pageId,
  url,
  onChange,
}: {
  pageId: string;
  url: string | null;
  onChange: (url: string | null) => void;
}) {
  const run = (action: typeof uploadAvatarAction) => async (previous: ActionState, data: FormData) => {
    const result = await action(previous, data);
    if (result?.ok) onChange(result.value || null);
    return result;
  };
  const [uploaded, upload, uploading] = useActionState(run(uploadAvatarAction), null);
  const [removed, remove, removing] = useActionState(run(removeAvatarAction), null);
  const state = uploaded ?? removed;
  return (
    <div className="space-y-2">
      <form action={upload} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="pageId" value={pageId} />
        <div className="space-y-1">
          <label htmlFor="avatar" className="block text-sm font-medium text-slate-700">
            Avatar
          </label>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            required
            className="text-sm"
            aria-describedby="avatar-hint"
          />
          <p id="avatar-hint" className="text-xs text-slate-600">
            JPG, PNG, GIF or WebP, up to 5 MB; cropped to a square.
          </p>
        </div>
        <Button type="submit" variant="secondary" disabled={uploading}>
          {uploading ? "Uploading..." : "Upload"}
        </Button>
      </form>
      {url ? (
        <form action={remove}>
          <input type="hidden" name="pageId" value={pageId} />
          <Button type="submit" variant="ghost" className="px-2 py-1" disabled={removing}>
            Remove avatar
          </Button>
        </form>
      ) : null}
      <div aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? "success" : "error"}>{state.message}</Alert> : null}
      </div>
    </div>
  );
}
