import type { BlogAnalytics } from "@/lib/blog/analytics";
import { formatNumber, formatPercent } from "@/lib/format";
import { Panel } from "./panel";

const UNCATEGORIZED_COLOR = "#94A3B8";

export function CategoryPanel({ analytics }: { analytics: BlogAnalytics }) {
  return (
    <Panel title="Posts by Category">
      <ul className="space-y-3">
        {analytics.postsByCategory.map((row) => {
          const color = row.color ?? UNCATEGORIZED_COLOR;
          return (
            <li key={row.category} className="space-y-1 text-sm">
              <div className="flex items-center justify-between">
                <span className="flex items-center gap-2">
                  <span className="size-2.5 rounded-full" style={{ backgroundColor: color }} aria-hidden />
                  {row.category}
                </span>
                <span className="font-semibold">{formatNumber(row.count)}</span>
              </div>
              <div className="h-1.5 rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-1.5 rounded-full"
                  style={{ width: formatPercent(row.count, analytics.totalPosts), backgroundColor: color }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
