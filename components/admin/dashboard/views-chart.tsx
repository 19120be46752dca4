import { formatDate, formatNumber } from "@/lib/format";
import { Panel } from "./panel";

const HEIGHT = 120;

/** Views per day as CSS bars; the same numbers sit in a table for screen readers. */
export function ViewsChart({ series }: { series: { day: string; views: number }[] }) {
  const max = Math.max(1, ...series.map((d) => d.views));
  const total = series.reduce((sum, d) => sum + d.views, 0);
  return (
    <Panel title="Views (last 30 days)">
      <p className="mb-3 text-sm text-slate-600">{formatNumber(total)} views counted in the last 30 days</p>
      <div className="flex items-end gap-1" style={{ height: HEIGHT }} aria-hidden>
        {series.map((d) => (
          <div
            key={d.day}
            title={`${formatDate(d.day)}: ${formatNumber(d.views)} views`}
            className="flex-1 rounded-t bg-brand-500/80 hover:bg-brand-600"
            style={{ height: `${Math.max(2, (d.views / max) * HEIGHT)}px` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{formatDate(series[0]?.day)}</span>
        <span>{formatDate(series.at(-1)?.day)}</span>
      </div>
      <table className="sr-only">
        <caption>Views per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <td>{formatDate(d.day)}</td>
              <td>{formatNumber(d.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
