"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * The button behind a link from an e-mail (confirm, unsubscribe): the link itself changes nothing, since
 * mail scanners open links; the visitor's click posts the link's signed fields to `action`.
 */
export function LinkActionForm({
  action: serverAction,
  fields,
  label,
  pendingLabel,
}: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
}) {
  const [state, action, pending] = useActionState(serverAction, null);
  if (state?.ok) return <Alert tone="success">{state.message}</Alert>;
  return (
    <form action={action} className="space-y-4">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div aria-live="polite">{state && !state.ok ? <Alert tone="error">{state.message}</Alert> : null}</div>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </form>
  );
}
