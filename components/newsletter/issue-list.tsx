import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format";
import type { listIssues } from "@/lib/newsletter/issue-queries";
import { IssueStatusBadge } from "./issue-status-badge";

type Issue = Awaited<ReturnType<typeof listIssues>>[number];

export function IssueList({
  issues,
  hrefOf,
  emptyTitle = "No issues yet",
}: {
  issues: Issue[];
  hrefOf: (id: string) => string;
  emptyTitle?: string;
}) {
  if (issues.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-4 py-2">Subject</th>
            <th className="px-4 py-2">Status</th>
            <th className="px-4 py-2">Date</th>
            <th className="px-4 py-2 text-right">Sent</th>
            <th className="px-4 py-2 text-right">Bounced</th>
            <th className="px-4 py-2 text-right">Failed</th>
            <th className="px-4 py-2 text-right">Left</th>
            <th className="px-4 py-2 text-right">Unsubscribed</th>
            <th className="px-4 py-2 text-right">Complaints</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {issues.map((issue) => (
            <tr key={issue.id}>
              <td className="px-4 py-2">
                <Link href={hrefOf(issue.id)} className="font-medium text-brand-700 hover:underline">
                  {issue.subject}
                </Link>
              </td>
              <td className="px-4 py-2">
                <IssueStatusBadge status={issue.status} />
              </td>
              <td className="px-4 py-2">
                {formatDate(issue.sentAt ?? issue.scheduledAt ?? issue.createdAt)}
              </td>
              <td className="px-4 py-2 text-right">{issue.sent}</td>
              <td className="px-4 py-2 text-right">{issue.bounced}</td>
              <td className="px-4 py-2 text-right">
                {issue.failed > 0 ? <Badge className="bg-red-100 text-red-800">{issue.failed}</Badge> : 0}
              </td>
              <td className="px-4 py-2 text-right">{issue.left}</td>
              <td className="px-4 py-2 text-right">{issue.unsubscribed}</td>
              <td className="px-4 py-2 text-right">{issue.complaints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
