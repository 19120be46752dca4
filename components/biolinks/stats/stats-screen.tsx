import { Alert } from "@/components/ui/alert";
import { BarChart } from "@/components/ui/bar-chart";
import { buttonClass } from "@/components/ui/button";
import { statsExportPath } from "@/lib/biolinks/paths";
import { DIMENSIONS } from "@/lib/biolinks/stats/dimensions";
import { filterQuery, type Filters } from "@/lib/biolinks/stats/filters";
import { BUCKET_NAMES, bucketLabel, rangeLabel } from "@/lib/biolinks/stats/labels";
import { rangeQuery, type StatsRange } from "@/lib/biolinks/stats/range";
import type { StatsView } from "@/lib/biolinks/stats/view";
import { ActiveFilters } from "./active-filters";
import { BreakdownTable } from "./breakdown-table";
import { LinkTable } from "./link-table";
import { RangePicker } from "./range-picker";
import { StatsTotals } from "./stats-totals";

export function StatsScreen({
  slug,
  range,
  rangeError,
  filters,
  stats,
  linkTitle,
}: {
  slug: string;
  range: StatsRange;
  rangeError?: string;
  filters: Filters;
  stats: StatsView;
  /** The filtered link's title. */
  linkTitle?: string;
}) {
  const query = { ...rangeQuery(range), ...filterQuery(filters) };
  const chart = (key: "views" | "clicks" | "signups") =>
    stats.series.map((point) => ({ label: bucketLabel(point.start, range.series), value: point[key] }));
  const keyName = BUCKET_NAMES[range.series];
  return (
    <div className="space-y-8">
      <RangePicker slug={slug} range={range} filters={filters} />
      {rangeError ? <Alert tone="error">{rangeError}</Alert> : null}
      <ActiveFilters slug={slug} range={range} filters={filters} linkTitle={linkTitle} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{rangeLabel(range)}</h2>
        <a href={statsExportPath(slug, query)} className={buttonClass("secondary", "px-3 py-1.5")} download>
          Export CSV
        </a>
      </div>
      <StatsTotals stats={stats} />
      <BarChart title="Views" unit="view" keyName={keyName} data={chart("views")} />
      <BarChart title="Clicks" unit="click" keyName={keyName} data={chart("clicks")} />
      {stats.signups && stats.signups.current > 0 ? (
        <BarChart title="E-mail sign-ups" unit="sign-up" keyName={keyName} data={chart("signups")} />
      ) : null}
      <LinkTable slug={slug} links={stats.links} query={query} />
      <section aria-labelledby="breakdowns-heading" className="space-y-4">
        <h2 id="breakdowns-heading" className="text-lg font-semibold">
          Where visitors come from and what they use
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {DIMENSIONS.map((dimension) => (
            <BreakdownTable
              key={dimension}
              slug={slug}
              dimension={dimension}
              rows={stats.breakdowns[dimension]}
              query={query}
            />
          ))}
        </div>
      </section>
      <p className="text-xs text-slate-600">
        Visitors are counted without cookies: a daily-changing hash, so a visitor counts once a day and cannot
        be followed across days. Clicks count each visitor once per link and day; Total clicks counts every
        click. Countries come from the visitor&apos;s address, which is never stored. Visitors whose browser
        sends Global Privacy Control or Do Not Track count in views and total clicks only. Bots and your own
        visits are not counted. Days are UTC days.
      </p>
    </div>
  );
}
