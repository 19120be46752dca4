"use client";

import { useActionState, useState } from "react";
import { deleteAccount } from "@/lib/account/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PasswordField } from "@/components/ui/password-input";

export function DeleteAccountForm() {
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionState(deleteAccount, null);
  const failed = state && !state.ok ? state : null;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        Deleting your account removes your pages, their links and all their statistics at once. It cannot be
        undone.
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete your account?">
        <form action={action} className="space-y-4">
          <div aria-live="polite">{failed ? <Alert tone="error">{failed.message}</Alert> : null}</div>
          <p className="text-sm">Your pages, links and statistics will be deleted for good.</p>
          <PasswordField
            label="Your password"
            name="password"
            autoComplete="current-password"
            required
            error={failed?.fieldErrors?.password?.[0]}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? "Deleting..." : "Delete everything"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
