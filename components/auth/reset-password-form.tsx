"use client";

import { Link } from "@/components/ui/link";
import { useActionState } from "react";
import { resetPassword } from "@/lib/auth/password-reset-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-input";

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPassword, null);
  if (state?.ok) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{state.message}</Alert>
        <Link href="/login" className="block text-center text-brand-600 hover:underline">
          Go to sign in
        </Link>
      </div>
    );
  }
  const failed = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      <div aria-live="polite">
        {failed && !failed.fieldErrors?.newPassword && !failed.fieldErrors?.confirmPassword ? (
          <Alert tone="error">{failed.message}</Alert>
        ) : null}
      </div>
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={8}
        error={failed?.fieldErrors?.newPassword?.[0]}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={failed?.fieldErrors?.confirmPassword?.[0]}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
