import { BarChart } from "@/components/ui/bar-chart";
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

export function DownloadsChart({ days }: { days: { day: string; count: number }[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <BarChart
        title="Downloads per day"
        unit="download"
        data={days.map((d) => ({ label: formatDate(d.day), value: d.count }))}
      />
    </div>
  );
}
