import "server-only";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioPages, bioSubscribers } from "@/lib/db/schema";
import type { Dimension } from "./dimensions";
import { NONE, type Figures } from "./figures";
import { hasValueFilters, type Filters } from "./filters";
import type { Granularity, Span, StatsRange } from "./range";
import { breakdownsOf, type BreakdownRow } from "./view-breakdowns";
import { readFigures } from "./view-figures";

export type { BreakdownRow } from "./view-breakdowns";

// One view of a page's statistics, read from the rollups only (bio_stats, rollup.ts; bio_stat_pairs,
// pairs.ts): a range's rows are hours, days or months (range.ts), and each kind of row is one range of a
// table's key, so a view reads the rows it shows rather than the page's events. Its figures come from
// view-figures.ts, its breakdowns from view-breakdowns.ts.

export interface StatsView {
  totals: Figures;
  previous: Figures;
  /** Confirmed e-mail sign-ups; null under filters (a sign-up has no source, country or device). */
  signups: { current: number; previous: number } | null;
  series: { start: Date; views: number; clicks: number; signups: number }[];
  links: { id: string; title: string; clicks: number; totalClicks: number; ctr: number }[];
  breakdowns: Record<Dimension, BreakdownRow[]>;
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
  const links = await db
    .select({ id: bioBlocks.id, payload: bioBlocks.payload })
    .from(bioBlocks)
    .where(and(eq(bioBlocks.pageId, page.id), eq(bioBlocks.type, "link")))
    .orderBy(asc(bioBlocks.position));
  const filtered = Boolean(filters.link) || hasValueFilters(filters);
  const [{ perBucket, perLink, totals, previous }, breakdowns, signups, previousSignups] = await Promise.all([
    readFigures(
      page.id,
      range,
      filters,
      links.map((link) => link.id),
    ),
    breakdownsOf(page.id, range.spans, filters),
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
