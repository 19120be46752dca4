"use client";

import { useActionState } from "react";
import { unsubscribeFromNewsletter } from "@/lib/newsletter/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export function UnsubscribeForm({ email, token }: { email: string; token: string }) {
  const [state, action, pending] = useActionState(unsubscribeFromNewsletter, null);
  if (state?.ok) return <Alert tone="success">{state.message}</Alert>;
  return (
    <form action={action} className="space-y-4">
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="token" value={token} />
      <div aria-live="polite">{state && !state.ok ? <Alert tone="error">{state.message}</Alert> : null}</div>
      <Button type="submit" disabled={pending}>
        {pending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </form>
  );
}
