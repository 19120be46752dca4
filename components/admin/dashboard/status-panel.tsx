import { Badge } from "@/components/ui/badge";
import type { BlogAnalytics } from "@/lib/blog/analytics";
import { STATUS_BADGE_CLASSES, STATUS_LABELS } from "@/lib/blog/constants";
import { formatNumber, formatPercent } from "@/lib/format";
import { Panel } from "./panel";

export function StatusPanel({ analytics }: { analytics: BlogAnalytics }) {
  return (
    <Panel title="Post Status">
      <ul className="space-y-3">
        {analytics.postsByStatus.map(({ status, count }) => (
          <li key={status} className="flex items-center justify-between text-sm">
            <Badge className={STATUS_BADGE_CLASSES[status]}>{STATUS_LABELS[status]}</Badge>
            <span>
              <span className="font-semibold">{formatNumber(count)}</span>{" "}
              <span className="text-slate-500">({formatPercent(count, analytics.totalPosts)})</span>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
