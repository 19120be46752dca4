import { DIMENSIONS } from "./dimensions";
import { BUCKET_NAMES, DIMENSION_TITLES, rangeLabel, valueLabel } from "./labels";
import type { StatsRange } from "./range";
import type { Figures } from "./figures";
import type { StatsView } from "./view";

// What the statistics screen shows, as CSV rows (one table: the section, the row's name, its figures).

export const CSV_HEADER = ["section", "name", "views", "visitors", "clicks", "total_clicks"];

/** The dates of the period compared with (its last day is the day before the shown period's first). */
function previousLabel(range: StatsRange): string {
  const from = range.previous[0]!.from;
  const last = new Date(range.previous.at(-1)!.to.getTime() - 1);
  const iso = (d: Date) =>
    range.series === "h" ? d.toISOString().slice(0, 13) + ":00" : d.toISOString().slice(0, 10);
  return `${iso(from)} to ${iso(last)}`;
}

const figures = (f: Figures) => [f.views, f.visitors, f.clicks, f.totalClicks].map(String);

export function statsCsvRows(range: StatsRange, stats: StatsView): string[][] {
  const bucket = BUCKET_NAMES[range.series];
  const stamp = (start: Date) =>
    range.series === "h"
      ? start.toISOString().slice(0, 16)
      : start.toISOString().slice(0, range.series === "d" ? 10 : 7);
  return [
    ["Period", rangeLabel(range), ...figures(stats.totals)],
    ["Period before", previousLabel(range), ...figures(stats.previous)],
    ...stats.series.map((p) => [bucket, stamp(p.start), String(p.views), "", String(p.clicks), ""]),
    ...stats.links.map((l) => ["Link", l.title, "", "", String(l.clicks), String(l.totalClicks)]),
    ...DIMENSIONS.flatMap((d) =>
      stats.breakdowns[d].map((row) => [
        DIMENSION_TITLES[d].column,
        valueLabel(d, row.value),
        ...figures(row),
      ]),
    ),
  ];
}
