import { ActionButton } from "@/components/admin/action-button";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { subscriberExportPath, subscriberImportPath } from "@/lib/biolinks/paths";
import { deleteSubscriberAction } from "@/lib/biolinks/subscriber-actions";
import { formatDate } from "@/lib/format";

interface Row {
  id: string;
  email: string;
  status: "pending" | "confirmed" | "unsubscribed" | "bounced";
  createdAt: Date;
}

const STATUS_LABELS = {
  confirmed: "Confirmed",
  pending: "Unconfirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
};
const STATUS_COLORS = {
  confirmed: "bg-green-100 text-green-800",
  pending: "bg-amber-100 text-amber-800",
  unsubscribed: "bg-slate-100 text-slate-700",
  bounced: "bg-red-100 text-red-800",
};

/** A creator's list: who confirmed, who has not yet, and the way to take one off. */
export function SubscriberList({ slug, rows }: { slug: string; rows: Row[] }) {
  const confirmed = rows.filter((r) => r.status === "confirmed").length;
  const unsubscribed = rows.filter((r) => r.status === "unsubscribed").length;
  const bounced = rows.filter((r) => r.status === "bounced").length;
  const waiting = rows.length - confirmed - unsubscribed - bounced;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          {`${confirmed} confirmed · ${waiting} waiting for confirmation · ${unsubscribed} unsubscribed`}
          {bounced > 0 && ` · ${bounced} bounced`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link href={subscriberImportPath(slug)} className={buttonClass("secondary")}>
            Import a list
          </Link>
          <a href={subscriberExportPath(slug)} download className={buttonClass("secondary")}>
            Export CSV
          </a>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Addresses visitors left in your page&apos;s E-mail sign-up block, and those you imported. Only
        confirmed ones asked to hear from you; unconfirmed ones are deleted after 7 days.
      </p>
      {rows.length === 0 ? (
        <EmptyState title="No subscribers yet" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-2">E-mail</th>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">Signed up</th>
                <th className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-2 [overflow-wrap:anywhere]">{r.email}</td>
                  <td className="px-4 py-2">
                    <Badge className={STATUS_COLORS[r.status]}>{STATUS_LABELS[r.status]}</Badge>
                  </td>
                  <td className="px-4 py-2">{formatDate(r.createdAt)}</td>
                  <td className="px-4 py-2">
                    <ActionButton
                      action={deleteSubscriberAction}
                      fields={{ id: r.id }}
                      label="Delete"
                      pendingLabel="Deleting..."
                      variant="ghost"
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
