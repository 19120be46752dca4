"use client";

import { useActionState } from "react";
import { requestPasswordReset } from "@/lib/auth/password-reset-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState(requestPasswordReset, null);
  if (state?.ok) return <Alert tone="success">{state.message}</Alert>;
  const failed = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <div aria-live="polite">
        {failed && !failed.fieldErrors ? <Alert tone="error">{failed.message}</Alert> : null}
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={failed?.values?.email}
        error={failed?.fieldErrors?.email?.[0]}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}
