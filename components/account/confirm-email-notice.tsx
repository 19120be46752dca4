"use client";

import { useActionState } from "react";
import { resendConfirmation } from "@/lib/account/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Shown while the address is unconfirmed: pages stay private until it is. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const [state, action, pending] = useActionState(resendConfirmation, null);
  return (
    <section
      aria-labelledby="confirm-heading"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="confirm-heading" className="text-lg font-semibold">
        Confirm your e-mail address
      </h2>
      <p className="text-sm wrap-anywhere">
        Your pages are not public until you confirm your address. We sent a link to <strong>{email}</strong>.
      </p>
      <form action={action}>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? "Sending..." : "Send the link again"}
        </Button>
      </form>
      <div aria-live="polite">
        {state?.message ? <Alert tone={state.ok ? "success" : "error"}>{state.message}</Alert> : null}
      </div>
    </section>
  );
}
