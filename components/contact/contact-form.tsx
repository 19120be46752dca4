"use client";

import { useActionState } from "react";
import { submitContactMessage } from "@/lib/contact/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/form-controls";

export function ContactForm() {
  const [state, action, pending] = useActionState(submitContactMessage, null);
  if (state?.ok) return <Alert tone="success">{state.message}</Alert>;
  const failed = state && !state.ok ? state : null;
  const error = (field: string) => failed?.fieldErrors?.[field]?.[0];
  return (
    <form action={action} className="space-y-4" aria-label="Contact">
      <div aria-live="polite">
        {failed && !failed.fieldErrors ? <Alert tone="error">{failed.message}</Alert> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={failed?.values?.name}
          error={error("name")}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failed?.values?.email}
          error={error("email")}
        />
      </div>
      <Field
        label="Subject"
        name="subject"
        required
        maxLength={150}
        defaultValue={failed?.values?.subject}
        error={error("subject")}
      />
      <TextareaField
        label="Message"
        name="message"
        required
        minLength={10}
        maxLength={5000}
        rows={6}
        defaultValue={failed?.values?.message}
        error={error("message")}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
