"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";

/** A one-button form bound to an admin action, with its result announced below it. */
export function ActionButton({
  action,
  label,
  pendingLabel,
  variant = "secondary",
}: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="space-y-2">
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <div aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? "success" : "error"}>{state.message}</Alert> : null}
      </div>
    </form>
  );
}
