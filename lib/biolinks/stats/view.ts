import "server-only";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioPages, bioSubscribers } from "@/lib/db/schema";
import { DIMENSIONS, type Dimension } from "./dimensions";
import { VIEW_BLOCK_ID } from "./event";
import { NONE, type Figures } from "./figures";
import { hasValueFilters, type Filters } from "./filters";
import { startConsumer } from "./pipeline";
import type { Granularity, Span, StatsRange } from "./range";
import { statsStore } from "./store";
import * as queries from "./view-queries";
import type { BreakdownRow, Slice } from "./view-queries";

export type { BreakdownRow } from "./view-queries";

// One view of a page's statistics, grouped from its events in the statistics store (view-queries.ts):
// the totals and the period's before, the chart's points, each link's clicks and every breakdown.

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
const BREAKDOWN_ROWS = 100;

const TRUNC: Record<Granularity, string> = { h: "hour", d: "day", m: "month" };
const bucketOf = (start: Date, series: Granularity) =>
  series === "m" ? Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1) : start.getTime();
const bounds = (spans: Span[]) => ({ from: spans[0]!.from.getTime(), to: spans.at(-1)!.to.getTime() });

async function signupsOf(pageId: string, spans: Span[], series: Granularity) {
  const from = spans[0]!.from;
  const to = spans.at(-1)!.to;
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
  const links = await db
    .select({ id: bioBlocks.id, payload: bioBlocks.payload })
    .from(bioBlocks)
    .where(and(eq(bioBlocks.pageId, page.id), eq(bioBlocks.type, "link")))
    .orderBy(asc(bioBlocks.position));
  const filtered = Boolean(filters.link) || hasValueFilters(filters);
  // A log left by the last run (or by a server that serves no bio page) is applied before it is read.
  startConsumer();
  const store = await statsStore();
  const slice = (spans: Span[]): Slice => ({ pageId: page.id, ...bounds(spans), filters });
  // The chart's spans cover the figures' period (days where the figures read months): one pass for both.
  const [shown, previous, signups, previousSignups] = await Promise.all([
    queries.overview(store, slice(range.spans), range.series),
    queries.totals(store, slice(range.previous)),
    filtered ? null : signupsOf(page.id, range.spans, range.series),
    filtered ? null : signupsOf(page.id, range.previous, range.series),
  ]);
  const { totals: current, series: perBucket, perBlock: blocks, breakdowns: byDimension } = shown;
  const series = new Map(
    range.buckets.map((start) => [start.getTime(), { start, views: 0, clicks: 0, signups: 0 }]),
  );
  for (const row of perBucket) {
    const point = series.get(bucketOf(new Date(row.start), range.series));
    if (point) {
      point.views += row.views;
      point.clicks += row.clicks;
    }
  }
  const perLink = blocks.filter((row) => row.blockId !== VIEW_BLOCK_ID);
  const byLink = new Map(perLink.map((row) => [row.blockId, row]));
  for (const row of signups ?? []) {
    const point = series.get(row.bucket);
    if (point) point.signups += row.signups;
  }
  const count = (rows: { signups: number }[]) => rows.reduce((n, r) => n + r.signups, 0);
  return {
    totals: current,
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
          ctr: current.views > 0 ? figures.clicks / current.views : 0,
        };
      }),
    breakdowns: mostViewed(byDimension),
  };
}

/** Each breakdown's rows with figures, most viewed first, as many as the screen shows. */
function mostViewed(rows: Record<Dimension, BreakdownRow[]>): Record<Dimension, BreakdownRow[]> {
  return Object.fromEntries(
    DIMENSIONS.map((d) => [
      d,
      rows[d]
        .filter((row) => row.views || row.totalClicks)
        .sort((a, b) => b.views - a.views || b.totalClicks - a.totalClicks || a.value.localeCompare(b.value))
        .slice(0, BREAKDOWN_ROWS),
    ]),
  ) as Record<Dimension, BreakdownRow[]>;
}
