import { formatNumber } from "@/lib/format";
import type { StatsView } from "@/lib/biolinks/stats/view";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** The change from the period before, in words a screen reader reads as they are. */
function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new in this period";
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < 0.0005) return "no change";
  return `${ratio > 0 ? "up" : "down"} ${percent.format(Math.abs(ratio))}`;
}

function Tile({
  label,
  current,
  previous,
  format = formatNumber,
}: {
  label: string;
  current: number;
  previous: number;
  format?: (n: number) => string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold">{format(current)}</dd>
      <dd className="text-xs text-slate-600">
        {change(current, previous)} <span className="sr-only">from the period before</span>
        <span aria-hidden> vs {format(previous)} before</span>
      </dd>
    </div>
  );
}

const ctr = (clicks: number, views: number) => (views ? clicks / views : 0);

export function StatsTotals({ stats }: { stats: StatsView }) {
  const { totals: now, previous: before } = stats;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <Tile label="Views" current={now.views} previous={before.views} />
      <Tile label="Unique visitors" current={now.visitors} previous={before.visitors} />
      <Tile label="Clicks" current={now.clicks} previous={before.clicks} />
      <Tile label="Total clicks" current={now.totalClicks} previous={before.totalClicks} />
      <Tile
        label="Click-through rate"
        current={ctr(now.clicks, now.views)}
        previous={ctr(before.clicks, before.views)}
        format={(n) => percent.format(n)}
      />
      {stats.signups ? (
        <Tile label="E-mail sign-ups" current={stats.signups.current} previous={stats.signups.previous} />
      ) : null}
    </dl>
  );
}
