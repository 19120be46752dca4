"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { formatCount } from "@/lib/format";
import { ConfirmSendDialog } from "./confirm-send-dialog";
import type { FormAction } from "./issue-actions";

const localTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * The send time in the admin's own time zone; the confirmation carries the exact instant. The form itself
 * only asks (a dialog that names the number of subscribers): the dialog's form schedules.
 */
export function ScheduleForm({
  id,
  recipients,
  action: schedule,
  fields = {},
}: {
  id: string;
  recipients: number;
  action: FormAction;
  fields?: Record<string, string>;
}) {
  const router = useRouter();
  const [local, setLocal] = useState("");
  const [asking, setAsking] = useState(false);
  // The answer the dialog last opened with: an earlier refusal is not shown in it again.
  const [seen, setSeen] = useState<ActionState>(null);
  const [state, action, pending] = useActionState(async (previous: ActionState, formData: FormData) => {
    const result = await schedule(previous, formData);
    // A time in the past is told beside the field; other refusals stay in the dialog.
    if (result?.ok || result?.fieldErrors?.at) setAsking(false);
    // Also after a refusal: a list that changed is read again, so the dialog names its new size.
    router.refresh();
    return result;
  }, null);
  const timeError = state?.ok === false && state.fieldErrors?.at ? state.message : undefined;
  const count = formatCount(recipients, "subscriber");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSeen(state);
          setAsking(true);
        }}
        className="flex flex-wrap items-end gap-2"
      >
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
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? "send-at-error" : undefined}
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="secondary">
          Schedule
        </Button>
      </form>
      <div aria-live="polite" className="w-full">
        {timeError ? (
          <p id="send-at-error" className="text-sm text-red-600">
            {timeError}
          </p>
        ) : state?.ok ? (
          <Alert tone="success">{`✅ ${state.message}`}</Alert>
        ) : null}
      </div>
      <ConfirmSendDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Schedule the send to ${count}?`}
        action={action}
        fields={{
          ...fields,
          id,
          at: local ? new Date(local).toISOString() : "",
          recipients: String(recipients),
        }}
        confirmLabel="Schedule"
        pendingLabel="Scheduling..."
        pending={pending}
        error={state !== seen && state?.ok === false && !timeError ? state.message : undefined}
      >
        <p>
          It goes out {local ? localTime.format(new Date(local)) : ""} (your time) to everyone subscribed at
          that moment: {count} today.
        </p>
      </ConfirmSendDialog>
    </div>
  );
}
