"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { ActionState } from "@/lib/action";
import { addDomainAction, checkDomainAction, removeDomainAction } from "@/lib/biolinks/domains/actions";

function Message({ state }: { state: ActionState }) {
  return (
    <div aria-live="polite">
      {state ? <Alert tone={state.ok ? "success" : "error"}>{state.message}</Alert> : null}
    </div>
  );
}

export function AddDomainForm({ pageId }: { pageId: string }) {
  const [state, action, pending] = useActionState(addDomainAction, null);
  const failed = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-4" aria-label="Add a domain">
      <input type="hidden" name="pageId" value={pageId} />
      <Message state={state} />
      <Field
        label="Domain"
        name="domain"
        required
        maxLength={253}
        placeholder="links.yourname.com"
        autoComplete="off"
        spellCheck={false}
        defaultValue={failed?.values?.domain}
        error={failed?.fieldErrors?.domain?.[0]}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Adding..." : "Add domain"}
      </Button>
    </form>
  );
}

/** "Check now" and "Remove domain", each its own form (both post without JavaScript too). */
export function DomainButtons({ pageId }: { pageId: string }) {
  const [checked, check, checking] = useActionState(checkDomainAction, null);
  const [removed, remove, removing] = useActionState(removeDomainAction, null);
  return (
    <div className="space-y-3">
      <Message state={removed ?? checked} />
      <div className="flex flex-wrap gap-2">
        <form action={check}>
          <input type="hidden" name="pageId" value={pageId} />
          <Button type="submit" disabled={checking}>
            {checking ? "Checking..." : "Check now"}
          </Button>
        </form>
        <form action={remove}>
          <input type="hidden" name="pageId" value={pageId} />
          <Button type="submit" variant="secondary" disabled={removing}>
            {removing ? "Removing..." : "Remove domain"}
          </Button>
        </form>
      </div>
    </div>
  );
}
