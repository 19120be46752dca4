import { ActionButton } from "@/components/admin/action-button";
import { Badge } from "@/components/ui/badge";
import { buttonClass, type ButtonVariant } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import type { SequenceStatus } from "@/lib/db/schema";
import { formatCount } from "@/lib/format";
import type { SequenceStep } from "@/lib/newsletter/sequence-queries";
import { MAX_STEPS } from "@/lib/newsletter/sequence-validation";
import type { FormAction } from "./issue-actions";

// A list's welcome sequence, for the admin (the site's list) and a creator (a page's): each passes its own
// actions, which check their caller, and the hidden fields they read (a creator's page slug).

const STATE: Record<SequenceStatus, { label: string; className: string; says: string }> = {
  on: {
    label: "On",
    className: "bg-green-100 text-green-800",
    says: "Everyone who confirms their subscription gets these e-mails, each at its time.",
  },
  paused: {
    label: "Paused",
    className: "bg-amber-100 text-amber-800",
    says: "Nothing goes out. Readers who confirm meanwhile join, and get what came due when you resume.",
  },
  off: {
    label: "Off",
    className: "bg-slate-100 text-slate-700",
    says: "Nobody gets these e-mails. Turn it on and everyone who confirms from then on does.",
  },
};

/** When an e-mail goes, in words. */
export function delayText(step: { delayDays: number | null }, first: boolean): string {
  const days = step.delayDays ?? 0;
  if (first)
    return days === 0
      ? "Right after the reader confirms"
      : `${formatCount(days, "day")} after the reader confirms`;
  return days === 0
    ? "Right after the e-mail before it"
    : `${formatCount(days, "day")} after the e-mail before it`;
}

export function SequenceScreen({
  sequence,
  actions,
  fields = {},
  hrefOf,
}: {
  sequence: { status: SequenceStatus; steps: SequenceStep[]; members: number };
  actions: { setStatus: FormAction; move: FormAction };
  /** Hidden inputs every action reads (a creator's page slug). */
  fields?: Record<string, string>;
  /** An e-mail's screen, or ("new") a new one's. */
  hrefOf: (id: string) => string;
}) {
  const { status, steps, members } = sequence;
  const state = STATE[status];
  const toggle = (next: SequenceStatus, label: string, variant: ButtonVariant) => (
    <ActionButton
      action={actions.setStatus}
      fields={{ ...fields, status: next }}
      label={label}
      pendingLabel="Saving..."
      variant={variant}
    />
  );
  return (
    <div className="space-y-6">
      <section
        aria-label="Sequence status"
        className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="space-y-1">
          <p className="flex items-center gap-2 font-medium">
            Welcome sequence <Badge className={state.className}>{state.label}</Badge>
          </p>
          <p className="text-sm text-slate-600">{state.says}</p>
          {status !== "off" ? (
            <p className="text-sm text-slate-600">{`${formatCount(members, "reader")} going through it now.`}</p>
          ) : null}
        </div>
        {steps.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {status === "off" ? toggle("on", "Turn on", "primary") : null}
            {status === "on" ? toggle("paused", "Pause", "secondary") : null}
            {status === "paused" ? toggle("on", "Resume", "primary") : null}
            {status !== "off" ? toggle("off", "Turn off", "danger") : null}
          </div>
        ) : null}
      </section>

      {steps.length === 0 ? (
        <EmptyState
          title="No e-mails yet"
          text="Start with a welcome: it goes out when a reader confirms. Up to five more can follow, days apart."
        />
      ) : (
        <ol className="space-y-3" aria-label="E-mails of the sequence">
          {steps.map((step, index) => (
            <li
              key={step.id}
              className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="space-y-1">
                <p className="text-sm text-slate-500">{`${index + 1}. ${delayText(step, index === 0)}`}</p>
                <Link href={hrefOf(step.id)} className="font-medium text-brand-700 hover:underline">
                  {step.subject}
                </Link>
                <p className="text-sm text-slate-600">
                  {`${step.sent} sent · ${step.bounced} bounced · ${step.failed} failed · ${step.unsubscribed} unsubscribed after it · ${step.waiting} waiting`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {index > 0 ? (
                  <ActionButton
                    action={actions.move}
                    fields={{ ...fields, id: step.id, direction: "up" }}
                    label="Move up"
                    pendingLabel="Moving..."
                  />
                ) : null}
                {index < steps.length - 1 ? (
                  <ActionButton
                    action={actions.move}
                    fields={{ ...fields, id: step.id, direction: "down" }}
                    label="Move down"
                    pendingLabel="Moving..."
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}

      {steps.length < MAX_STEPS ? (
        <Link href={hrefOf("new")} className={buttonClass(steps.length === 0 ? "primary" : "secondary")}>
          {steps.length === 0 ? "Write the welcome e-mail" : "Add an e-mail"}
        </Link>
      ) : (
        <p className="text-sm text-slate-600">{`A sequence has ${MAX_STEPS} e-mails at most.`}</p>
      )}
    </div>
  );
}
