"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { scheduleAction } from "@/lib/newsletter/issue-actions";

/** The send time in the admin's own time zone; the hidden field carries the exact instant. */
export function ScheduleForm({ id }: { id: string }) {
  const router = useRouter();
  const [local, setLocal] = useState("");
  const [state, action, pending] = useActionState(
    async (previous: Awaited<ReturnType<typeof scheduleAction>> | null, formData: FormData) => {
      const result = await scheduleAction(previous, formData);
      if (result?.ok) router.refresh();
      return result;
    },
    null,
  );
  const error = state?.ok === false ? state.message : undefined;
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="at" value={local ? new Date(local).toISOString() : ""} />
      <div className="space-y-1">
        <label htmlFor="send-at" className="block text-sm font-medium text-slate-700">
          Send at
        </label>
        <input
          id="send-at"
          type="datetime-local"
          required
          value={local}
          onChange={(e) => setLocal(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "send-at-error" : undefined}
          className={inputClass}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? "Scheduling..." : "Schedule"}
      </Button>
      <div aria-live="polite" className="w-full">
        {error ? (
          <p id="send-at-error" className="text-sm text-red-600">
            {error}
          </p>
        ) : state?.ok ? (
          <Alert tone="success">{`✅ ${state.message}`}</Alert>
        ) : null}
      </div>
    </form>
  );
}
