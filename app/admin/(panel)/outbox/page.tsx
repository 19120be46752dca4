import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { requireAdmin } from "@/lib/auth/session";
import { listOutbox } from "@/lib/email/queries";
import { formatDate } from "@/lib/format";

export const metadata: Metadata = { title: "Outbox" };

export default async function OutboxPage() {
  await requireAdmin();
  const emails = await listOutbox(50);
  return (
    <div className="max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Outbox</h1>
        <p className="text-slate-600">
          The latest e-mails the site sent. Without an SMTP server (SMTP_URL) they are kept here instead of
          sent.
        </p>
      </header>
      {emails.length === 0 ? (
        <EmptyState title="No e-mails yet" />
      ) : (
        <ul className="space-y-4">
          {emails.map((e) => (
            <li
              key={e.id}
              aria-label={`E-mail: ${e.subject}`}
              className="space-y-2 rounded-xl border border-slate-200 bg-white p-5"
            >
              <p className="font-semibold">{e.subject}</p>
              <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                To {e.to} · {formatDate(e.createdAt)} ·{" "}
                {e.transport === "outbox"
                  ? "Kept in the outbox"
                  : e.error
                    ? `Not sent: ${e.error}`
                    : "Sent by SMTP"}
              </p>
              {e.headers?.From ? (
                // A creator's issue: the sender's name and the creator's address for replies.
                <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
                  From {e.headers.From}
                  {e.headers["Reply-To"] ? ` · Reply-To ${e.headers["Reply-To"]}` : ""}
                </p>
              ) : null}
              <pre className="whitespace-pre-wrap [overflow-wrap:anywhere] rounded-lg bg-slate-50 p-3 font-sans text-sm text-slate-800">
                {e.text}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
