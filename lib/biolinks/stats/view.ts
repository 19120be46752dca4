import "server-only";
import { and, asc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioPages, bioStats, bioSubscribers } from "@/lib/db/schema";
import { ANY_LINK_BLOCK_ID, VIEW_BLOCK_ID } from "../queries";
import { ALL, DIMENSIONS, DIMENSION_NAMES, TOTAL, type Dimension } from "./dimensions";
import { hasValueFilters, type Filters } from "./filters";
import type { Granularity, Span, StatsRange } from "./range";

// One view of a page's statistics, read from bio_stats (rollup.ts) only: a range's rows are hours, days or
// months (range.ts), and each kind of row is one range of the table's key, so a view reads the rows it
// shows rather than the page's events.

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

/** The rows of `dimensions` (their `dimension` values) of a page's spans, under the link filter. */
function rowsOf(
  pageId: string,
  spans: Span[],
  filters: Filters,
  dimensions: string[],
  extra: SQL[] = [],
): SQL {
  return and(
    eq(bioStats.pageId, pageId),
    inSpans(spans),
    dimensions.length === 1
      ? eq(bioStats.dimension, dimensions[0]!)
      : inArray(bioStats.dimension, dimensions),
    // The page's views beside its links' clicks (every link's together: ANY_LINK_BLOCK_ID), or beside one
    // link's: its click-through rate under the same filters.
    inArray(bioStats.blockId, [VIEW_BLOCK_ID, filters.link ?? ANY_LINK_BLOCK_ID]),
    ...extra,
  )!;
}

/**
 * The rows that hold a view's totals (per block and start): without filters on values the total rows; with
 * them, the 'all' rows that match them all (as for the breakdowns, readCombined).
 */
function totalRows(pageId: string, spans: Span[], filters: Filters): SQL {
  return hasValueFilters(filters)
    ? rowsOf(pageId, spans, filters, [ALL], matching(filters.values))
    : rowsOf(pageId, spans, filters, [TOTAL]);
}

/** Each link's clicks, under the filters on values (per block). */
function linkFigures(pageId: string, spans: Span[], filters: Filters) {
  const filtered = hasValueFilters(filters);
  return db
    .select({ blockId: bioStats.blockId, ...FIGURES })
    .from(bioStats)
    .where(
      and(
        eq(bioStats.pageId, pageId),
        inSpans(spans),
        eq(bioStats.dimension, filtered ? ALL : TOTAL),
        notInArray(bioStats.blockId, [VIEW_BLOCK_ID, ANY_LINK_BLOCK_ID]),
        ...(filtered ? matching(filters.values) : []),
      ),
    )
    .groupBy(bioStats.blockId);
}

const matching = (values: Filters["values"]) =>
  (Object.entries(values) as [Dimension, string][]).map(([key, value]) => eq(bioStats[key], value));

async function totalsOf(pageId: string, spans: Span[], filters: Filters): Promise<Figures> {
  const [row] = await db
    .select(FIGURES)
    .from(bioStats)
    .where(totalRows(pageId, spans, filters));
  return row ?? NONE;
}

const DIMENSION_COLUMNS = Object.fromEntries(DIMENSIONS.map((d) => [d, bioStats[d]])) as {
  [D in Dimension]: (typeof bioStats)[D];
};

/** The value a breakdown row holds, by its `dimension` (names as literals: GROUP BY must see the same). */
function valueColumn(names: Map<string, Dimension>) {
  return sql<string>`case ${bioStats.dimension} ${sql.join(
    [...names].map(([name, d]) => sql`when ${sql.raw(`'${name}'`)} then ${bioStats[d]}`),
    sql` `,
  )} end`;
}

type Breakdowns = StatsView["breakdowns"];

async function readBreakdowns(pageId: string, spans: Span[], filters: Filters, breakdowns: Breakdowns) {
  if (hasValueFilters(filters)) return readCombined(pageId, spans, filters, breakdowns);
  const names = new Map<string, Dimension>(DIMENSIONS.map((d) => [DIMENSION_NAMES[d], d]));
  const value = valueColumn(names);
  const rows = await db
    .select({ dimension: bioStats.dimension, value, ...FIGURES })
    .from(bioStats)
    .where(rowsOf(pageId, spans, filters, [...names.keys()]))
    .groupBy(bioStats.dimension, value);
  for (const { dimension, ...row } of rows) breakdowns[names.get(dimension)!].push(row);
}

/** Filters that combine: the matching 'all' rows, summed per breakdown in one pass. */
async function readCombined(pageId: string, spans: Span[], filters: Filters, breakdowns: Breakdowns) {
  const columns = DIMENSIONS.map((d) => bioStats[d]);
  const rows = await db
    .select({
      // Bit 7 - i is 0 in the rows grouped by the i-th breakdown.
      grouping: sql<number>`grouping(${sql.join(columns, sql`, `)})::int`,
      ...DIMENSION_COLUMNS,
      ...FIGURES,
    })
    .from(bioStats)
    .where(rowsOf(pageId, spans, filters, [ALL], matching(filters.values)))
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

async function breakdownsOf(pageId: string, spans: Span[], filters: Filters) {
  const breakdowns = Object.fromEntries(DIMENSIONS.map((d) => [d, [] as BreakdownRow[]])) as Breakdowns;
  await readBreakdowns(pageId, spans, filters, breakdowns);
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
  const [perBucket, perLink, totals, previous, breakdowns, links, signups, previousSignups] =
    await Promise.all([
      db
        .select({ start: bioStats.start, ...FIGURES })
        .from(bioStats)
        .where(totalRows(page.id, range.seriesSpans, filters))
        .groupBy(bioStats.start),
      linkFigures(page.id, range.spans, filters),
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
  for (const row of perBucket) {
    const point = series.get(bucketOf(row.start, range.series));
    if (point) {
      point.views += row.views;
      point.clicks += row.clicks;
    }
  }
  const byLink = new Map(perLink.map((row) => [row.blockId, row]));
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
        const figures = byLink.get(link.id) ?? NONE;
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
