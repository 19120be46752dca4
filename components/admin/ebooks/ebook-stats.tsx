import { formatDate, formatNumber } from "@/lib/format";

interface Stats {
  totalEbooks: number;
  publishedEbooks: number;
  featuredEbooks: number;
  totalDownloads: number;
  downloadsLast30Days: number;
}

export function EbookStatsTiles({ stats }: { stats: Stats }) {
  const tiles = [
    { label: "Total Ebooks", value: stats.totalEbooks },
    { label: "Published", value: stats.publishedEbooks },
    { label: "Featured", value: stats.featuredEbooks },
    { label: "Total Downloads", value: stats.totalDownloads },
    { label: "Downloads (30 days)", value: stats.downloadsLast30Days },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold">{formatNumber(tile.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Bars in CSS; each day is also a list item with its number, for screen readers and for checking. */
export function DownloadsChart({ days }: { days: { day: string; count: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5">
      <figcaption className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-slate-900">Downloads per day</span>
        <span className="text-slate-500">
          Last {days.length} days: {formatNumber(total)}
        </span>
      </figcaption>
      <ol className="mt-4 flex h-32 items-end gap-1" aria-label="Downloads per day">
        {days.map((d) => {
          const label = `${formatDate(d.day)}: ${d.count} ${d.count === 1 ? "download" : "downloads"}`;
          return (
            <li key={d.day} className="flex h-full flex-1 items-end" title={label}>
              <span className="sr-only">{label}</span>
              <span
                aria-hidden
                className="w-full rounded-t bg-brand-500"
                style={{
                  height: `${d.count === 0 ? 2 : Math.max(6, (d.count / max) * 100)}%`,
                  opacity: d.count ? 1 : 0.25,
                }}
              />
            </li>
          );
        })}
      </ol>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{formatDate(days[0]?.day)}</span>
        <span>{formatDate(days.at(-1)?.day)}</span>
      </div>
    </figure>
  );
}
