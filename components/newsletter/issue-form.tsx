"use client";

import { useActionState, useState } from "react";
import { RichTextEditor } from "@/components/admin/editor/rich-text-editor";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { FormAction } from "./issue-actions";

/**
 * Subject and body of an issue, or of a welcome sequence's e-mail (with its delay), written with the post
 * editor; saving opens the preview.
 */
export function IssueForm({
  issue,
  action: save,
  fields = {},
  archive,
  delay,
}: {
  issue?: { id: string; subject: string; html: string; published?: boolean };
  /** A welcome sequence's e-mail: its delay in days, after the confirmation for the first one. */
  delay?: { days: number; first: boolean };
  action: FormAction;
  /** Whether the list's web archive (at this address) shows it once sent: the site's and a creator's. */
  archive?: string;
  /** Hidden inputs the action reads besides the issue's (a creator's page slug). */
  fields?: Record<string, string>;
}) {
  const [state, action, pending] = useActionState(save, null);
  const [html, setHtml] = useState(state?.ok === false ? (state.values?.html ?? "") : (issue?.html ?? ""));
  const failed = state?.ok === false ? state : null;
  return (
    <form action={action} className="max-w-3xl space-y-4">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="id" value={issue?.id ?? ""} />
      <input type="hidden" name="html" value={html} />
      <Field
        label="Subject"
        name="subject"
        required
        maxLength={150}
        defaultValue={failed?.values?.subject ?? issue?.subject ?? ""}
        error={failed?.fieldErrors?.subject?.[0]}
      />
      <div className="space-y-1">
        <p id="issue-body-label" className="text-sm font-medium text-slate-700">
          Content
        </p>
        <RichTextEditor initialHtml={html} onChange={setHtml} labelledBy="issue-body-label" />
      </div>
      {delay ? (
        <Field
          label={
            delay.first
              ? "Days after the reader confirms (0: right away)"
              : "Days after the e-mail before it (0: right after it)"
          }
          name="delayDays"
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={365}
          step={1}
          className="max-w-xs"
          defaultValue={failed?.values?.delayDays ?? String(delay.days)}
          error={failed?.fieldErrors?.delayDays?.[0]}
        />
      ) : null}
      {archive ? (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="published"
            defaultChecked={failed ? failed.values?.published === "on" : (issue?.published ?? true)}
            className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
          />
          <span>
            <span className="block font-medium text-slate-800">Publish on the web</span>
            <span className="text-slate-500">
              {`Once sent, it is a page of the newsletter archive (${archive}).`}
            </span>
          </span>
        </label>
      ) : null}
      <div aria-live="polite">{failed ? <Alert tone="error">{`❌ ${failed.message}`}</Alert> : null}</div>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : "Save and preview"}
      </Button>
    </form>
  );
}
