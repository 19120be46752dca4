import { formatNumber } from "@/lib/format";

export function PostStatTiles({
  stats,
}: {
  stats: { total: number; published: number; drafts: number; scheduled: number; totalViews: number };
}) {
  const tiles = [
    { label: "Total Posts", value: stats.total },
    { label: "Published", value: stats.published },
    { label: "Drafts", value: stats.drafts },
    { label: "Scheduled", value: stats.scheduled },
    { label: "Total Views", value: stats.totalViews },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t.label}</dt>
          <dd className="mt-1 text-2xl font-bold">{formatNumber(t.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
