import { ActionButton } from "@/components/admin/action-button";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { EmailPreview } from "./email-preview";
import type { FormAction } from "./issue-actions";
import { IssueForm } from "./issue-form";

/**
 * One e-mail of a welcome sequence, new or saved: its editor (subject, content, delay) and, once saved,
 * the e-mail as readers get it, a test to the sender, and delete.
 */
export function SequenceStepScreen({
  step,
  first,
  saved,
  actions,
  fields = {},
  backHref,
  testTo,
  preview,
}: {
  step: { id: string; subject: string; html: string; delayDays: number | null } | null;
  /** The sequence's first e-mail (its delay counts from the confirmation). */
  first: boolean;
  /** It has just been saved: the page says so above the preview. */
  saved: boolean;
  actions: { save: FormAction; sendTest: FormAction; remove: FormAction };
  fields?: Record<string, string>;
  backHref: string;
  testTo: string;
  preview: { body: string; text: string } | null;
}) {
  return (
    <div className="space-y-6">
      <p>
        <Link href={backHref} className="text-sm text-brand-700 hover:underline">
          ← Welcome sequence
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        {step ? (first ? "Welcome e-mail" : "Sequence e-mail") : first ? "New welcome e-mail" : "New e-mail"}
      </h1>
      {saved ? (
        <Alert tone="success">✅ Saved. Readers whose turn has not come get it as it is now.</Alert>
      ) : null}
      <IssueForm
        issue={step ?? undefined}
        action={actions.save}
        fields={fields}
        delay={{ days: step?.delayDays ?? (first ? 0 : 2), first }}
      />
      {step ? (
        <section
          aria-label="Test and delete"
          className="flex flex-wrap items-start gap-6 rounded-xl border border-slate-200 bg-white p-4"
        >
          <ActionButton
            action={actions.sendTest}
            fields={{ ...fields, id: step.id }}
            label={`Send a test to ${testTo}`}
            pendingLabel="Sending test..."
          />
          <ActionButton
            action={actions.remove}
            fields={{ ...fields, id: step.id }}
            label="Delete this e-mail"
            pendingLabel="Deleting..."
            variant="danger"
          />
        </section>
      ) : null}
      {preview ? <EmailPreview preview={preview} /> : null}
    </div>
  );
}
