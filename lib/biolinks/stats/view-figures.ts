import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioStats } from "@/lib/db/schema";
import { ALL, DIMENSION_NAMES, TOTAL } from "./dimensions";
import { NONE, sumFigures, type Figures } from "./figures";
import type { Filters } from "./filters";
import { pairRows, type PairFilter } from "./pair-queries";
import type { Span, StatsRange } from "./range";
import {
  FIGURES,
  blocksOf,
  filterDimensions,
  inSpans,
  matching,
  pairOf,
  rowsOf,
  type Kinds,
} from "./view-rows";

// A view's figures beside its breakdowns (view.ts): the chart's points, each link's, the totals and the
// period's before, from the fewest rows that hold them.

/**
 * The rows of bio_stats that hold a view's figures under its filters on values: the total rows without
 * any, one breakdown's rows for one, the 'all' rows for more (two over days and months read their pair's
 * rows instead: figuresFromPairs). Each matches the filters by the columns it sets.
 */
function figureKinds(filters: Filters): Kinds {
  const [first, ...more] = filterDimensions(filters);
  const kind = !first ? TOTAL : more.length === 0 ? DIMENSION_NAMES[first] : ALL;
  return () => [kind];
}

/** The rows that hold a view's totals, per block and start. */
function totalRows(pageId: string, spans: Span[], filters: Filters): SQL {
  return rowsOf(pageId, spans, filters, figureKinds(filters), matching(filters.values));
}

/** Each link's clicks, under the filters on values (per block): an index range per link. */
async function linkFigures(pageId: string, spans: Span[], filters: Filters, linkIds: string[]) {
  if (linkIds.length === 0) return [];
  return db
    .select({ blockId: bioStats.blockId, ...FIGURES })
    .from(bioStats)
    .where(
      and(
        eq(bioStats.pageId, pageId),
        inSpans(spans, figureKinds(filters)),
        inArray(bioStats.blockId, linkIds),
        ...matching(filters.values),
      ),
    )
    .groupBy(bioStats.blockId);
}

async function totalsOf(pageId: string, spans: Span[], filters: Filters): Promise<Figures> {
  const [row] = await db
    .select(FIGURES)
    .from(bioStats)
    .where(totalRows(pageId, spans, filters));
  return row ?? NONE;
}

/** The figures of a view: its chart's points, each link's, its totals and the period's before. */
interface ViewFigures {
  perBucket: ({ start: Date } & Figures)[];
  perLink: ({ blockId: string } & Figures)[];
  totals: Figures;
  previous: Figures;
}

function figuresFromStats(
  pageId: string,
  range: StatsRange,
  filters: Filters,
  linkIds: string[],
): Promise<ViewFigures> {
  return Promise.all([
    db
      .select({ start: bioStats.start, ...FIGURES })
      .from(bioStats)
      .where(totalRows(pageId, range.seriesSpans, filters))
      .groupBy(bioStats.start),
    linkFigures(pageId, range.spans, filters, linkIds),
    totalsOf(pageId, range.spans, filters),
    totalsOf(pageId, range.previous, filters),
  ]).then(([perBucket, perLink, totals, previous]) => ({ perBucket, perLink, totals, previous }));
}

/** Two filters on values over days and months: their pair's rows hold the figures (pair-queries.ts). */
function pairFilter(range: StatsRange, filters: Filters): PairFilter | null {
  return range.spans.some((s) => s.period === "h") ? null : pairOf(filters);
}

/** Rows summed per key (a start, a block). */
function grouped<K, Row extends { blockId: string; hits: number; visitors: number }>(
  rows: Row[],
  keyOf: (row: Row) => K,
): [K, Figures][] {
  const groups = new Map<K, Row[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row));
    if (list) list.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return [...groups].map(([key, list]) => [key, sumFigures(list)]);
}

async function figuresFromPairs(
  pageId: string,
  range: StatsRange,
  filters: Filters,
  pair: PairFilter,
  linkIds: string[],
): Promise<ViewFigures> {
  const blocks = blocksOf(filters);
  const [current, perStart, before] = await Promise.all([
    pairRows(pageId, range.spans, pair, [...new Set([...blocks, ...linkIds])]),
    pairRows(pageId, range.seriesSpans, pair, blocks),
    pairRows(pageId, range.previous, pair, blocks),
  ]);
  return {
    perBucket: grouped(perStart, (row) => row.start.getTime()).map(([time, figures]) => ({
      start: new Date(time),
      ...figures,
    })),
    perLink: grouped(
      current.filter((row) => linkIds.includes(row.blockId)),
      (row) => row.blockId,
    ).map(([blockId, figures]) => ({ blockId, ...figures })),
    totals: sumFigures(current.filter((row) => blocks.includes(row.blockId))),
    previous: sumFigures(before),
  };
}

/** A view's figures: from its pair's rows under two filters on values, else from bio_stats. */
export function readFigures(
  pageId: string,
  range: StatsRange,
  filters: Filters,
  linkIds: string[],
): Promise<ViewFigures> {
  const pair = pairFilter(range, filters);
  return pair
    ? figuresFromPairs(pageId, range, filters, pair, linkIds)
    : figuresFromStats(pageId, range, filters, linkIds);
}
