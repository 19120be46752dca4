"use client";

import { useActionState } from "react";
import { signInAdmin } from "@/lib/auth/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordField } from "@/components/ui/password-input";

export function AdminLoginForm() {
  const [state, action, pending] = useActionState(signInAdmin, null);
  const failed = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4" noValidate={false}>
      <div aria-live="polite">{failed ? <Alert tone="error">{failed.message}</Alert> : null}</div>
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        required
        defaultValue={failed?.values?.username}
        error={failed?.fieldErrors?.username?.[0]}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        error={failed?.fieldErrors?.password?.[0]}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
