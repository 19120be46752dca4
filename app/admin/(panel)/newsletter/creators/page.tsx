import type { Metadata } from "next";
import { ActionButton } from "@/components/admin/action-button";
import { IssueStatusBadge } from "@/components/newsletter/issue-status-badge";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { requireAdmin } from "@/lib/auth/session";
import { listCreatorSends } from "@/lib/biolinks/newsletter/oversight";
import {
  holdCreatorSendAction,
  liftSuspensionAction,
  stopCreatorSendAction,
  suspendSenderAction,
} from "@/lib/biolinks/newsletter/oversight-actions";
import { formatDateTime } from "@/lib/format";

export const metadata: Metadata = { title: "Creators' sends" };

export default async function CreatorSendsPage() {
  await requireAdmin();
  const sends = await listCreatorSends();
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">Creators&apos; sends</h1>
        <p className="text-slate-600">
          Every newsletter a creator sent or scheduled, with its bounces and abuse reports. Stopping a send
          skips whoever was not mailed yet; suspending an account holds its sends from their next batch on.
        </p>
      </header>
      {sends.length === 0 ? (
        <EmptyState title="No creator has sent a newsletter yet" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-2">E-mail</th>
                <th className="px-4 py-2">Sender</th>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">When</th>
                <th className="px-4 py-2 text-right">Recipients</th>
                <th className="px-4 py-2 text-right">Sent</th>
                <th className="px-4 py-2 text-right">Bounced</th>
                <th className="px-4 py-2 text-right">Failed</th>
                <th className="px-4 py-2 text-right">Unsubscribed</th>
                <th className="px-4 py-2 text-right">Complaints</th>
                <th className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sends.map((send) => (
                <tr key={send.id}>
                  <td className="px-4 py-2 [overflow-wrap:anywhere]">{send.subject}</td>
                  <td className="px-4 py-2 [overflow-wrap:anywhere]">
                    /l/{send.slug}
                    <span className="block text-xs text-slate-500">{send.ownerEmail}</span>
                    {send.suspended ? <Badge className="bg-red-100 text-red-800">Suspended</Badge> : null}
                  </td>
                  <td className="px-4 py-2">
                    <IssueStatusBadge status={send.status} />
                    {send.heldAt ? <span className="ml-1 text-xs text-amber-800">Paused by you</span> : null}
                  </td>
                  <td className="px-4 py-2">{send.scheduledAt ? formatDateTime(send.scheduledAt) : ""}</td>
                  <td className="px-4 py-2 text-right">{send.recipients}</td>
                  <td className="px-4 py-2 text-right">{send.sent}</td>
                  <td className="px-4 py-2 text-right">{send.bounced}</td>
                  <td className="px-4 py-2 text-right">{send.failed}</td>
                  <td className="px-4 py-2 text-right">{send.unsubscribed}</td>
                  <td className="px-4 py-2 text-right">{send.complaints}</td>
                  <td className="space-y-2 px-4 py-2">
                    {send.status === "scheduled" || send.status === "sending" ? (
                      <ActionButton
                        action={holdCreatorSendAction}
                        fields={{ id: send.id, hold: send.heldAt ? "resume" : "pause" }}
                        label={send.heldAt ? "Let it go on" : "Pause"}
                        pendingLabel="Saving..."
                      />
                    ) : null}
                    {send.status === "scheduled" || send.status === "sending" ? (
                      <ActionButton
                        action={stopCreatorSendAction}
                        fields={{ id: send.id }}
                        label="Stop"
                        pendingLabel="Stopping..."
                        variant="danger"
                      />
                    ) : null}
                    <ActionButton
                      action={send.suspended ? liftSuspensionAction : suspendSenderAction}
                      fields={{ userId: send.ownerId }}
                      label={send.suspended ? "Let them send" : "Suspend sending"}
                      pendingLabel="Saving..."
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
