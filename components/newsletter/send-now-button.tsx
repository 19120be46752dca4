"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import type { ActionState } from "@/lib/action";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import { ConfirmSendDialog } from "./confirm-send-dialog";
import type { FormAction } from "./issue-actions";

/** "Send now", confirmed in a dialog that names the number of subscribers. */
export function SendNowButton({
  id,
  recipients,
  action: sendNow,
  fields = {},
}: {
  id: string;
  recipients: number;
  action: FormAction;
  fields?: Record<string, string>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // The answer the dialog last opened with: an earlier refusal is not shown again.
  const [seen, setSeen] = useState<ActionState>(null);
  const [state, action, pending] = useActionState(async (previous: ActionState, formData: FormData) => {
    const result = await sendNow(previous, formData);
    if (result?.ok) setOpen(false);
    // Also after a refusal: a list that changed is read again, so the dialog names its new size.
    router.refresh();
    return result;
  }, null);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        onClick={() => {
          setSeen(state);
          setOpen(true);
        }}
      >
        Send now
      </Button>
      <div aria-live="polite">
        {state?.ok && state.message ? <Alert tone="success">{`✅ ${state.message}`}</Alert> : null}
      </div>
      <ConfirmSendDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Send to ${formatCount(recipients, "subscriber")}?`}
        action={action}
        fields={{ ...fields, id, recipients: String(recipients) }}
        confirmLabel="Send"
        pendingLabel="Starting..."
        pending={pending}
        error={state !== seen && state?.ok === false ? state.message : undefined}
      >
        <p>It goes out at once to every subscriber on the list, and cannot be called back.</p>
      </ConfirmSendDialog>
    </div>
  );
}
