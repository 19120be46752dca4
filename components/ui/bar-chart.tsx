import { formatCount, plural } from "@/lib/format";

export interface BarDatum {
  label: string;
  value: number;
}

/**
 * A dependency-free bar chart: CSS bars with the numbers in an accessible table, so the data reads well
 * with a screen reader and without JavaScript.
 */
/**
 * `unit` is the singular noun of what is counted ("view"); counts are shown with its plural rules.
 * `keyName` heads the labels' column in the table ("Day").
 */
export function BarChart({
  title,
  data,
  unit,
  keyName = "Day",
}: {
  title: string;
  data: BarDatum[];
  unit: string;
  keyName?: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <figure className="space-y-2">
      <figcaption className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-slate-500">{formatCount(total, unit)}</span>
      </figcaption>
      <div className="flex h-32 items-end gap-0.5" aria-hidden>
        {data.map((d) => (
          <div
            key={d.label}
            title={`${d.label}: ${formatCount(d.value, unit)}`}
            className="flex-1 rounded-t bg-brand-500/80 hover:bg-brand-600"
            style={{ height: `${Math.max(d.value > 0 ? 4 : 1, (d.value / max) * 100)}%` }}
          />
        ))}
      </div>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{data[0]?.label}</span>
        <span>{data.at(-1)?.label}</span>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{keyName}</th>
            <th scope="col">{plural(2, unit)}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <td>{d.label}</td>
              <td>{d.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
