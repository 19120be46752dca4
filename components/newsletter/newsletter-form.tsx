"use client";

import { useActionState, useEffect, useState } from "react";
import { subscribeToNewsletter } from "@/lib/newsletter/actions";
import { NEWSLETTER_MESSAGES } from "@/lib/newsletter/messages";
import type { ActionState } from "@/lib/action";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";

type Phase = "idle" | "loading" | "success" | "error";

const REFUSED: ActionState = { ok: false, message: NEWSLETTER_MESSAGES.invalid };

/**
 * SPEC §4: idle → loading → success (back to idle after 5 s) or error. The form's action is the server
 * action itself, so React renders it as a form that posts without JavaScript: a visitor who subscribes
 * before the page has hydrated, or while it hydrates, gets the page back with the answer in place.
 */
export function NewsletterForm() {
  const [state, action, pending] = useActionState(subscribeToNewsletter, null);
  // SPEC: empty or without "@" is refused before anything is sent, once React runs the form.
  const [refused, setRefused] = useState<ActionState>(null);
  // The success message is shown for 5 seconds, then the form is idle again.
  const [expired, setExpired] = useState<ActionState>(null);
  useEffect(() => {
    if (!state?.ok) return;
    const timer = setTimeout(() => setExpired(state), 5000);
    return () => clearTimeout(timer);
  }, [state]);

  function check(event: React.FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get("email");
    const valid = String(email ?? "").includes("@");
    // A refused submission never reaches the action.
    if (!valid) event.preventDefault();
    setRefused(valid ? null : REFUSED);
  }

  const result = refused ?? (state === expired ? null : state);
  const phase: Phase = pending ? "loading" : result ? (result.ok ? "success" : "error") : "idle";
  const failed = result && !result.ok ? result : null;
  return (
    <form action={action} onSubmit={check} className="space-y-2" aria-label="Newsletter" noValidate>
      <p className="font-semibold">Get new tools and guides by e-mail</p>
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={failed?.values?.email}
          aria-invalid={failed ? true : undefined}
          aria-describedby="newsletter-status"
          className={inputClass}
        />
        <Button type="submit" disabled={phase === "loading"} className="shrink-0">
          {phase === "loading" ? "Subscribing..." : phase === "success" ? "Subscribed!" : "Subscribe"}
        </Button>
      </div>
      <p id="newsletter-status" aria-live="polite" className="min-h-5 text-sm">
        {phase === "success" ? <span className="text-green-700">{result?.message}</span> : null}
        {phase === "error" ? (
          <span className="text-red-600">{result?.message || NEWSLETTER_MESSAGES.failed}</span>
        ) : null}
      </p>
      <p className="text-xs text-slate-500">{NEWSLETTER_MESSAGES.privacy}</p>
    </form>
  );
}
