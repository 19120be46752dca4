import "server-only";
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioPages, bioStats, bioSubscribers } from "@/lib/db/schema";
import { VIEW_BLOCK_ID } from "../queries";
import { ALL, DIMENSIONS, DIMENSION_NAMES, TOTAL, type Dimension } from "./dimensions";
import { hasValueFilters, type Filters } from "./filters";
import type { Granularity, Span, StatsRange } from "./range";

// One view of a page's statistics, read from bio_stats (rollup.ts) only: a range's rows are hours, days or
// months (range.ts), so a year of a busy page reads a few thousand rows. Without filters, or with only a
// link, the totals come from the 'total' rows and each breakdown from its own rows; filters on values read
// the 'all' rows that match them, summed per breakdown in one pass (grouping sets).

export interface Figures {
  views: number;
  /** Visitor-days: a visitor counts once a day (the hash changes daily). */
  visitors: number;
  /** Clicks once per visitor, link and day. */
  clicks: number;
  totalClicks: number;
}

export interface BreakdownRow extends Figures {
  value: string;
}

export interface StatsView {
  totals: Figures;
  previous: Figures;
  /** Confirmed e-mail sign-ups; null under filters (a sign-up has no source, country or device). */
  signups: { current: number; previous: number } | null;
  series: { start: Date; views: number; clicks: number; signups: number }[];
  links: { id: string; title: string; clicks: number; totalClicks: number; ctr: number }[];
  breakdowns: Record<Dimension, BreakdownRow[]>;
}

/** Rows shown per breakdown, most viewed first. */
export const BREAKDOWN_ROWS = 100;

const isView = sql`${bioStats.blockId} = ${VIEW_BLOCK_ID}`;
const FIGURES = {
  views: sql<number>`coalesce(sum(${bioStats.hits}) filter (where ${isView}), 0)::int`,
  visitors: sql<number>`coalesce(sum(${bioStats.visitors}) filter (where ${isView}), 0)::int`,
  clicks: sql<number>`coalesce(sum(${bioStats.visitors}) filter (where not ${isView}), 0)::int`,
  totalClicks: sql<number>`coalesce(sum(${bioStats.hits}) filter (where not ${isView}), 0)::int`,
};
const NONE: Figures = { views: 0, visitors: 0, clicks: 0, totalClicks: 0 };

function inSpans(spans: Span[]): SQL {
  return or(
    ...spans.map((s) =>
      and(eq(bioStats.period, s.period), gte(bioStats.start, s.from), lt(bioStats.start, s.to)),
    ),
  )!;
}

/** The rows of a page's range under the filters; `dimension` for the unfiltered rows to read. */
function rowsOf(pageId: string, spans: Span[], filters: Filters, dimension: SQL | string): SQL {
  const conditions = [eq(bioStats.pageId, pageId), inSpans(spans)];
  // A link's clicks, beside the page's views: its click-through rate under the same filters.
  if (filters.link) conditions.push(inArray(bioStats.blockId, [VIEW_BLOCK_ID, filters.link]));
  if (hasValueFilters(filters)) {
    conditions.push(eq(bioStats.dimension, ALL));
    for (const [key, value] of Object.entries(filters.values))
      conditions.push(eq(bioStats[key as Dimension], value));
  } else conditions.push(typeof dimension === "string" ? eq(bioStats.dimension, dimension) : dimension);
  return and(...conditions)!;
}

async function totalsOf(pageId: string, spans: Span[], filters: Filters): Promise<Figures> {
  const [row] = await db
    .select(FIGURES)
    .from(bioStats)
    .where(rowsOf(pageId, spans, filters, TOTAL));
  return row ?? NONE;
}

const DIMENSION_COLUMNS = Object.fromEntries(DIMENSIONS.map((d) => [d, bioStats[d]])) as {
  [D in Dimension]: (typeof bioStats)[D];
};

const valueColumn = sql<string>`case ${bioStats.dimension} ${sql.join(
  // Literals, not parameters: GROUP BY must see the same expression as the select list.
  DIMENSIONS.map((d) => sql`when ${sql.raw(`'${DIMENSION_NAMES[d]}'`)} then ${bioStats[d]}`),
  sql` `,
)} end`;

async function breakdownsOf(pageId: string, spans: Span[], filters: Filters) {
  const breakdowns = Object.fromEntries(
    DIMENSIONS.map((d) => [d, [] as BreakdownRow[]]),
  ) as StatsView["breakdowns"];
  if (!hasValueFilters(filters)) {
    const names = DIMENSIONS.map((d) => DIMENSION_NAMES[d]);
    const rows = await db
      .select({ dimension: bioStats.dimension, value: valueColumn, ...FIGURES })
      .from(bioStats)
      .where(rowsOf(pageId, spans, filters, inArray(bioStats.dimension, names)))
      .groupBy(bioStats.dimension, valueColumn);
    for (const { dimension, ...row } of rows) breakdowns[DIMENSIONS[names.indexOf(dimension)]!].push(row);
  } else {
    const columns = DIMENSIONS.map((d) => bioStats[d]);
    const rows = await db
      .select({
        // Bit 7 - i is 0 in the rows grouped by the i-th breakdown.
        grouping: sql<number>`grouping(${sql.join(columns, sql`, `)})::int`,
        ...DIMENSION_COLUMNS,
        ...FIGURES,
      })
      .from(bioStats)
      .where(rowsOf(pageId, spans, filters, ALL))
      .groupBy(
        sql`grouping sets (${sql.join(
          columns.map((c) => sql`(${c})`),
          sql`, `,
        )})`,
      );
    for (const row of rows) {
      const index = DIMENSIONS.findIndex((_, i) => (row.grouping & (1 << (DIMENSIONS.length - 1 - i))) === 0);
      const dimension = DIMENSIONS[index]!;
      const { views, visitors, clicks, totalClicks } = row;
      breakdowns[dimension].push({ value: String(row[dimension]), views, visitors, clicks, totalClicks });
    }
  }
  for (const dimension of DIMENSIONS) {
    breakdowns[dimension] = breakdowns[dimension]
      .filter((row) => row.views || row.totalClicks)
      .sort((a, b) => b.views - a.views || b.totalClicks - a.totalClicks || a.value.localeCompare(b.value))
      .slice(0, BREAKDOWN_ROWS);
  }
  return breakdowns;
}

const TRUNC: Record<Granularity, string> = { h: "hour", d: "day", m: "month" };
const bucketOf = (start: Date, series: Granularity) =>
  series === "m" ? Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1) : start.getTime();
const bounds = (spans: Span[]) => ({ from: spans[0]!.from, to: spans.at(-1)!.to });

async function signupsOf(pageId: string, spans: Span[], series: Granularity) {
  const { from, to } = bounds(spans);
  const bucket = sql<number>`(extract(epoch from date_trunc(${sql.raw(`'${TRUNC[series]}'`)}, ${bioSubscribers.confirmedAt}, 'UTC')) * 1000)::float8`;
  return db
    .select({ bucket, signups: sql<number>`count(*)::int` })
    .from(bioSubscribers)
    .where(
      and(
        eq(bioSubscribers.pageId, pageId),
        eq(bioSubscribers.status, "confirmed"),
        gte(bioSubscribers.confirmedAt, from),
        lt(bioSubscribers.confirmedAt, to),
      ),
    )
    .groupBy(bucket);
}

/** A view of one of `userId`'s pages over `range` under `filters`; null for anyone else's page. */
export async function getStatsView(
  userId: string,
  slug: string,
  range: StatsRange,
  filters: Filters,
): Promise<StatsView | null> {
  const [page] = await db
    .select({ id: bioPages.id })
    .from(bioPages)
    .where(and(eq(bioPages.slug, slug), eq(bioPages.userId, userId)));
  if (!page) return null;
  const filtered = Boolean(filters.link) || hasValueFilters(filters);
  const [perBucket, totals, previous, breakdowns, links, signups, previousSignups] = await Promise.all([
    db
      .select({ blockId: bioStats.blockId, start: bioStats.start, ...FIGURES })
      .from(bioStats)
      .where(rowsOf(page.id, range.spans, filters, TOTAL))
      .groupBy(bioStats.blockId, bioStats.start),
    totalsOf(page.id, range.spans, filters),
    totalsOf(page.id, range.previous, filters),
    breakdownsOf(page.id, range.spans, filters),
    db
      .select({ id: bioBlocks.id, payload: bioBlocks.payload })
      .from(bioBlocks)
      .where(and(eq(bioBlocks.pageId, page.id), eq(bioBlocks.type, "link")))
      .orderBy(asc(bioBlocks.position)),
    filtered ? null : signupsOf(page.id, range.spans, range.series),
    filtered ? null : signupsOf(page.id, range.previous, range.series),
  ]);
  const series = new Map(
    range.buckets.map((start) => [start.getTime(), { start, views: 0, clicks: 0, signups: 0 }]),
  );
  const perLink = new Map<string, Figures>();
  for (const row of perBucket) {
    const point = series.get(bucketOf(row.start, range.series));
    if (point) {
      point.views += row.views;
      point.clicks += row.clicks;
    }
    const link = perLink.get(row.blockId) ?? { ...NONE };
    link.clicks += row.clicks;
    link.totalClicks += row.totalClicks;
    perLink.set(row.blockId, link);
  }
  for (const row of signups ?? []) {
    const point = series.get(row.bucket);
    if (point) point.signups += row.signups;
  }
  const count = (rows: { signups: number }[]) => rows.reduce((n, r) => n + r.signups, 0);
  return {
    totals,
    previous,
    signups:
      signups && previousSignups ? { current: count(signups), previous: count(previousSignups) } : null,
    series: [...series.values()],
    links: links
      .filter((link) => !filters.link || link.id === filters.link)
      .map((link) => {
        const figures = perLink.get(link.id) ?? NONE;
        return {
          id: link.id,
          title: String(link.payload.title ?? ""),
          clicks: figures.clicks,
          totalClicks: figures.totalClicks,
          ctr: totals.views > 0 ? figures.clicks / totals.views : 0,
        };
      }),
    breakdowns,
  };
}
