import { Badge } from "@/components/ui/badge";
import type { IssueStatus } from "@/lib/db/schema";

const LOOK: Record<IssueStatus, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-slate-100 text-slate-700" },
  scheduled: { label: "Scheduled", className: "bg-amber-100 text-amber-800" },
  sending: { label: "Sending", className: "bg-blue-100 text-blue-800" },
  sent: { label: "Sent", className: "bg-green-100 text-green-800" },
  stopped: { label: "Stopped", className: "bg-red-100 text-red-800" },
  automated: { label: "Welcome sequence", className: "bg-violet-100 text-violet-800" },
};

export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return <Badge className={LOOK[status].className}>{LOOK[status].label}</Badge>;
}
