import { Link } from "@/components/ui/link";
import { BarChart } from "@/components/ui/bar-chart";
import { cn } from "@/components/ui/cn";
import { statsPath } from "@/lib/biolinks/paths";
import { STATS_PERIODS, type PageStats, type StatsPeriod } from "@/lib/biolinks/stats";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

export function PageStatsView({ slug, stats, days }: { slug: string; stats: PageStats; days: StatsPeriod }) {
  const label = (day: string) => day.slice(5);
  const visitorsTotal = stats.devices.mobile + stats.devices.desktop;
  return (
    <div className="space-y-8">
      <nav aria-label="Period" className="flex gap-2">
        {STATS_PERIODS.map((period) => (
          <Link
            key={period}
            href={`${statsPath(slug)}?days=${period}`}
            aria-current={period === days ? "page" : undefined}
            className={cn(
              "rounded-lg border px-3 py-1.5 text-sm",
              period === days ? "border-brand-600 bg-brand-50 font-semibold" : "border-slate-300",
            )}
          >
            Last {period} days
          </Link>
        ))}
      </nav>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Tile label="Views" value={stats.views} />
        <Tile label="Unique visitors" value={stats.visitors} />
        <Tile label="Clicks" value={stats.clicks} />
        <Tile label="Total clicks" value={stats.totalClicks} />
        <Tile
          label="Click-through rate"
          value={stats.views ? percent.format(stats.clicks / stats.views) : "–"}
        />
        <Tile label="E-mail sign-ups" value={stats.signups} />
      </dl>
      <BarChart
        title="Clicks per day"
        unit="clicks"
        data={stats.daily.map((d) => ({ label: label(d.day), value: d.clicks }))}
      />
      <BarChart
        title="Views per day"
        unit="views"
        data={stats.daily.map((d) => ({ label: label(d.day), value: d.views }))}
      />
      {stats.signups > 0 ? (
        <BarChart
          title="E-mail sign-ups per day"
          unit="sign-ups"
          data={stats.daily.map((d) => ({ label: label(d.day), value: d.signups }))}
        />
      ) : null}
      <section aria-labelledby="links-heading" className="space-y-2">
        <h2 id="links-heading" className="text-lg font-semibold">
          Links
        </h2>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th className="py-2">Link</th>
              <th className="py-2 text-right">Clicks</th>
              <th className="py-2 text-right">Total clicks</th>
              <th className="py-2 text-right">CTR</th>
            </tr>
          </thead>
          <tbody>
            {stats.links.map((link) => (
              <tr key={link.id} className="border-b border-slate-100">
                <td className="py-2">{link.title}</td>
                <td className="py-2 text-right">{link.clicks}</td>
                <td className="py-2 text-right">{link.totalClicks}</td>
                <td className="py-2 text-right">{percent.format(link.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="referrers-heading" className="space-y-2">
        <h2 id="referrers-heading" className="text-lg font-semibold">
          Top referrers
        </h2>
        {stats.referrers.length === 0 ? (
          <p className="text-sm text-slate-600">No views in this period yet.</p>
        ) : (
          <table className="w-full text-left text-sm" aria-labelledby="referrers-heading">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-2">Source</th>
                <th className="py-2 text-right">Views</th>
              </tr>
            </thead>
            <tbody>
              {stats.referrers.map((r) => (
                <tr key={r.host} className="border-b border-slate-100">
                  <td className="py-2">{r.host || "Direct"}</td>
                  <td className="py-2 text-right">{r.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="text-xs text-slate-600">
          The site a visitor came from, by host name only. Direct: no referrer (an app, a typed or saved
          address) or a page of this site.
        </p>
      </section>
      <section aria-labelledby="devices-heading" className="space-y-2">
        <h2 id="devices-heading" className="text-lg font-semibold">
          Devices
        </h2>
        <p className="text-sm">
          Mobile: {stats.devices.mobile} (
          {visitorsTotal ? percent.format(stats.devices.mobile / visitorsTotal) : "–"}) · Desktop:{" "}
          {stats.devices.desktop} (
          {visitorsTotal ? percent.format(stats.devices.desktop / visitorsTotal) : "–"})
        </p>
      </section>
      <p className="text-xs text-slate-600">
        Visitors are counted without cookies: a daily-changing hash, so a visitor counts once a day and cannot
        be followed across days. Clicks count each visitor once per link and day; Total clicks counts every
        click. Bots and your own visits are not counted.
      </p>
    </div>
  );
}
