"use client";

import { useActionState } from "react";
import { changePassword } from "@/lib/auth/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-input";

export function ChangePasswordForm() {
  const [state, action, pending] = useActionState(changePassword, null);
  const errors = state && !state.ok ? state.fieldErrors : undefined;
  return (
    <form action={action} className="max-w-sm space-y-4">
      <div aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? "success" : "error"}>{state.message}</Alert> : null}
      </div>
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        error={errors?.currentPassword?.[0]}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={8}
        error={errors?.newPassword?.[0]}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={errors?.confirmPassword?.[0]}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
