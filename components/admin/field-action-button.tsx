"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/action";
import { Button, type ButtonVariant } from "@/components/ui/button";

/** A one-button form for one row: the row's ids go as hidden fields, the answer is read out beside it. */
export function FieldActionButton({
  action,
  fields,
  label,
  pendingLabel,
  variant = "secondary",
}: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="inline-flex flex-wrap items-center gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} className="px-3 py-1" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <span aria-live="polite" className="text-xs">
        {state?.message ? (
          <span className={state.ok ? "text-green-800" : "text-red-700"}>{state.message}</span>
        ) : null}
      </span>
    </form>
  );
}
