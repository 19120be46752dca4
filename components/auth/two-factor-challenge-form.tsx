"use client";

import { useActionState, useState } from "react";
import type { ActionState } from "@/lib/action";
import { TRUST_DEVICE_DAYS } from "@/lib/auth/two-factor";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

type Method = "totp" | "backup";

/** A sign-in's second step: a code from the authenticator app, or a backup code. */
export function TwoFactorChallengeForm({
  action,
  next,
}: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  next?: string;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  const failed = state && !state.ok ? state : null;
  const [method, setMethod] = useState<Method>(failed?.values?.method === "backup" ? "backup" : "totp");
  const totp = method === "totp";
  return (
    <form action={formAction} className="space-y-4">
      <p className="text-sm text-slate-600">
        {totp
          ? "Enter the 6-digit code your authenticator app shows for this account."
          : "Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once."}
      </p>
      <div aria-live="polite">{failed ? <Alert tone="error">{failed.message}</Alert> : null}</div>
      <input type="hidden" name="method" value={method} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <Field
        key={method}
        id="code"
        label={totp ? "6-digit code" : "Backup code"}
        name="code"
        inputMode={totp ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={totp ? 7 : 11}
        required
        autoFocus
        error={failed?.fieldErrors?.code?.[0]}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="trustDevice" className="size-4 rounded border-slate-300" />
        Trust this browser for {TRUST_DEVICE_DAYS} days
      </label>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Verifying..." : "Verify"}
      </Button>
      <button
        type="button"
        onClick={() => setMethod(totp ? "backup" : "totp")}
        className="w-full text-center text-sm text-brand-600 hover:underline"
      >
        {totp ? "Use a backup code instead" : "Use your authenticator app instead"}
      </button>
    </form>
  );
}
