import { Link } from "@/components/ui/link";
import { ActionButton } from "@/components/admin/action-button";
import { buttonClass } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { IssueDetail as Issue } from "@/lib/newsletter/issue-queries";
import type { FormAction, IssueActions } from "./issue-actions";
import { EmailPreview } from "./email-preview";
import { IssueStatusBadge } from "./issue-status-badge";
import { ScheduleForm } from "./schedule-form";
import { SendNowButton } from "./send-now-button";
import { SendProgress } from "./send-progress";

/** An issue as its readers will get it, with what can be done to it now. */
export function IssueDetail({
  issue,
  failures,
  testTo,
  recipients,
  actions,
  fields = {},
  editHref,
  preview,
  archive,
}: {
  issue: Issue;
  failures: { email: string; status: "failed" | "bounced" | (string & {}); error: string | null }[];
  /** The sender's own address, where the test goes. */
  testTo: string;
  /** The list's subscribers now: whom Send now and Schedule ask the sender to confirm. */
  recipients: number;
  actions: IssueActions;
  /** Hidden inputs every action reads besides the issue's id (a creator's page slug). */
  fields?: Record<string, string>;
  editHref: string;
  /** The message as a reader gets it: its body (our template around the sanitized HTML) and plain text. */
  preview: { body: string; text: string };
  /** The site's issues: their page in the web archive once sent, and the action that shows or hides it. */
  archive?: { href: string; action: FormAction };
}) {
  const editable = issue.status === "draft" || issue.status === "scheduled";
  const id = { ...fields, id: issue.id };
  const started = issue.status === "sending" || issue.status === "sent";
  // Its time has come and the queue is about to start it: the page keeps looking until it has.
  const due = issue.status === "scheduled" && issue.scheduledAt !== null && issue.scheduledAt <= new Date();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">{issue.subject}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <IssueStatusBadge status={issue.status} />
            {issue.status === "scheduled" && issue.scheduledAt
              ? `Goes out ${formatDateTime(issue.scheduledAt)}`
              : null}
            {issue.sentAt ? `Sent ${formatDateTime(issue.sentAt)}` : null}
          </p>
        </div>
        {editable ? (
          <Link href={editHref} className={buttonClass("secondary")}>
            Edit
          </Link>
        ) : null}
      </header>

      {started || due ? (
        <section aria-label="Progress" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <SendProgress
            sent={issue.sent}
            bounced={issue.bounced}
            failed={issue.failed}
            left={issue.left}
            starting={due}
            running={due || issue.status === "sending"}
            pausedUntil={issue.status === "sending" ? issue.pausedUntil : null}
            pauseReason={issue.pauseReason}
          />
          {issue.heldAt && (issue.status === "sending" || issue.status === "scheduled") ? (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Paused by the site&apos;s admin: nothing more goes out until they let it go on. Write to us
              through the contact page.
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            {issue.unsubscribed} unsubscribed through this e-mail · {issue.complaints}{" "}
            {issue.complaints === 1 ? "complaint" : "complaints"}
          </p>
          {failures.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {failures.map((f) => (
                <li key={f.email}>
                  <strong>{f.email}</strong> ({f.status === "bounced" ? "bounced" : "failed"}): {f.error}
                </li>
              ))}
            </ul>
          ) : null}
          {issue.failed > 0 ? (
            <>
              <p className="text-sm text-slate-600">
                Bounced addresses were refused for good and are never mailed again; failed ones can be
                retried.
              </p>
              <ActionButton
                action={actions.retryFailed}
                fields={id}
                label="Retry failed"
                pendingLabel="Retrying..."
              />
            </>
          ) : null}
        </section>
      ) : null}

      {archive && issue.status === "sent" ? (
        <section
          aria-label="On the web"
          className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm"
        >
          {issue.published ? (
            <p>
              Published in the web archive:{" "}
              <Link href={archive.href} className="text-brand-700 underline">
                {archive.href}
              </Link>
            </p>
          ) : (
            <p>Not in the web archive: only its readers have it.</p>
          )}
          <ActionButton
            action={archive.action}
            fields={{ ...id, published: issue.published ? "no" : "yes" }}
            label={issue.published ? "Take off the web" : "Publish on the web"}
            pendingLabel="Saving..."
            variant="secondary"
          />
        </section>
      ) : null}

      {editable ? (
        <section
          aria-label="Send"
          className="flex flex-wrap items-start gap-6 rounded-xl border border-slate-200 bg-white p-4"
        >
          <ActionButton
            action={actions.sendTest}
            fields={id}
            label={`Send a test to ${testTo}`}
            pendingLabel="Sending test..."
          />
          <SendNowButton id={issue.id} recipients={recipients} action={actions.sendNow} fields={fields} />
          <ScheduleForm id={issue.id} recipients={recipients} action={actions.schedule} fields={fields} />
          {issue.status === "scheduled" ? (
            <ActionButton
              action={actions.unschedule}
              fields={id}
              label="Back to draft"
              pendingLabel="Saving..."
            />
          ) : (
            <ActionButton
              action={actions.deleteDraft}
              fields={id}
              label="Delete draft"
              pendingLabel="Deleting..."
              variant="danger"
            />
          )}
        </section>
      ) : null}

      <EmailPreview preview={preview} />
    </div>
  );
}
