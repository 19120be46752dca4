"use client";

import { useRouter } from "next/navigation";
import { useActionState } from "react";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";

/**
 * A one-button form bound to an admin action. Results read as SPEC §8's alerts ("✅ …" / "❌ …"), and a success
 * re-reads the page so a finished setup shows the stats.
 */
export function ActionButton({
  action,
  label,
  pendingLabel,
  variant = "secondary",
  fields = {},
}: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  /** Hidden inputs the action reads (the id of what it acts on). */
  fields?: Record<string, string>;
}) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState(async (previous: ActionState, formData: FormData) => {
    const result = await action(previous, formData);
    if (result?.ok) router.refresh();
    return result;
  }, null);
  return (
    <form action={formAction} className="flex flex-col items-start gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <div aria-live="polite">
        {state?.message ? (
          <Alert tone={state.ok ? "success" : "error"}>{`${state.ok ? "✅" : "❌"} ${state.message}`}</Alert>
        ) : null}
      </div>
    </form>
  );
}
