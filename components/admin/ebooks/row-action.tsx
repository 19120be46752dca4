"use client";

import { useActionState } from "react";
import type { ActionState } from "@/lib/action";
import { cn } from "@/components/ui/cn";

/** One icon button bound to an admin action for one row, with an optional confirmation first. */
export function RowAction({
  action,
  id,
  label,
  confirmText,
  className,
  children,
}: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  id: string;
  label: string;
  confirmText?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        if (confirmText && !window.confirm(confirmText)) event.preventDefault();
      }}
      className="inline-flex items-center"
    >
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={label}
        title={label}
        disabled={pending}
        className={cn("rounded p-1.5 hover:bg-slate-100 disabled:opacity-50", className)}
      >
        {children}
      </button>
      <span aria-live="polite" className="text-xs text-red-600">
        {state && !state.ok ? <span role="alert">{state.message}</span> : null}
      </span>
    </form>
  );
}
