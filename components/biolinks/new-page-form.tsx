"use client";

import { useActionState } from "react";
import { createPageAction } from "@/lib/biolinks/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

export function NewPageForm({ siteUrl }: { siteUrl: string }) {
  const [state, action, pending] = useActionState(createPageAction, null);
  const failed = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4" aria-labelledby="new-page-heading">
      <h3 id="new-page-heading" className="font-semibold">
        New page
      </h3>
      <div aria-live="polite">{failed ? <Alert tone="error">{failed.message}</Alert> : null}</div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Address"
          name="slug"
          required
          minLength={3}
          maxLength={30}
          pattern="[a-z0-9][a-z0-9\-]*[a-z0-9]"
          placeholder="your-name"
          autoComplete="off"
          defaultValue={failed?.values?.slug}
          error={failed?.fieldErrors?.slug?.[0]}
        />
        <Field
          label="Title"
          name="title"
          required
          maxLength={60}
          defaultValue={failed?.values?.title}
          error={failed?.fieldErrors?.title?.[0]}
        />
      </div>
      <p className="text-xs text-slate-600">
        Your page will be at {siteUrl}/l/… — 3 to 30 lower-case letters, digits and hyphens.
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? "Creating..." : "Create page"}
      </Button>
    </form>
  );
}
