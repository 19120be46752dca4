import type { Metadata } from "next";
import { MessageActions } from "@/components/admin/site/message-actions";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { requireAdmin } from "@/lib/auth/session";
import { listContactMessages } from "@/lib/contact/queries";
import { formatDate } from "@/lib/format";

export const metadata: Metadata = { title: "Inbox" };

export default async function InboxPage() {
  await requireAdmin();
  const messages = await listContactMessages();
  const unread = messages.filter((m) => !m.read).length;
  return (
    <div className="max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Inbox</h1>
        <p className="text-slate-600">
          Messages from the contact form: {messages.length} in all, {unread} unread.
        </p>
      </header>
      {messages.length === 0 ? (
        <EmptyState title="No messages yet" text="Messages sent from the Contact Us page appear here." />
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li
              key={m.id}
              aria-label={`Message: ${m.subject}`}
              className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold">
                    {m.subject}{" "}
                    {m.read ? null : <Badge className="ml-2 bg-brand-100 text-brand-700">Unread</Badge>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {m.name} ·{" "}
                    <a href={`mailto:${m.email}`} className="text-brand-600 hover:underline">
                      {m.email}
                    </a>{" "}
                    · {formatDate(m.createdAt)}
                  </p>
                </div>
                <MessageActions id={m.id} read={m.read} />
              </div>
              <p className="whitespace-pre-wrap text-sm text-slate-800">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
