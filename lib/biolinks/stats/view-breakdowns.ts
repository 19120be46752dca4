import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioStats } from "@/lib/db/schema";
import { ALL, DIMENSIONS, DIMENSION_NAMES, type Dimension } from "./dimensions";
import { NONE, sumFigures, type Figures } from "./figures";
import type { Filters } from "./filters";
import { pairBreakdowns, pairRows, type PairFilter } from "./pair-queries";
import type { Span } from "./range";
import { tripleBreakdowns } from "./triple-queries";
import { FIGURES, blocksOf, filterDimensions, matching, pairOf, rowsOf } from "./view-rows";

// A view's breakdowns (countries, devices, sources…) under its filters (view.ts).

export interface BreakdownRow extends Figures {
  value: string;
}

/** Rows shown per breakdown, most viewed first. */
const BREAKDOWN_ROWS = 100;

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

const FIGURE_NAMES = Object.keys(NONE) as (keyof Figures)[];

type Breakdowns = Record<Dimension, BreakdownRow[]>;

/**
 * Each breakdown's rows. Without filters on values, each breakdown's own rows; under one (over days and
 * months), the filter's own row and bio_stat_pairs's (pair-queries.ts); under two, bio_stat_triples's
 * for whole months (readTriples) and the 'all' rows for days; else the 'all' rows (readCombined).
 */
async function readBreakdowns(pageId: string, spans: Span[], filters: Filters, breakdowns: Breakdowns) {
  const [by, ...more] = filterDimensions(filters);
  const pair = pairOf(filters);
  if (pair) {
    const months = spans.filter((s) => s.period === "m");
    const others = spans.filter((s) => s.period !== "m");
    await Promise.all([
      months.length > 0 && readTriples(pageId, months, filters, pair, breakdowns),
      others.length > 0 && readCombined(pageId, others, filters, breakdowns),
    ]);
    return;
  }
  if (more.length > 0 || (by && spans.some((s) => s.period === "h"))) {
    return readCombined(pageId, spans, filters, breakdowns);
  }
  const names = new Map<string, Dimension>((by ? [by] : DIMENSIONS).map((d) => [DIMENSION_NAMES[d], d]));
  const value = valueColumn(names);
  const [rows, pairs] = await Promise.all([
    db
      .select({ dimension: bioStats.dimension, value, ...FIGURES })
      .from(bioStats)
      .where(rowsOf(pageId, spans, filters, () => [...names.keys()], matching(filters.values)))
      .groupBy(bioStats.dimension, value),
    by ? pairBreakdowns(pageId, spans, blocksOf(filters), by, filters.values[by]!) : [],
  ]);
  for (const { dimension, ...row } of rows) breakdowns[names.get(dimension)!].push(row);
  for (const { dimension, ...row } of pairs) breakdowns[dimension].push(row);
}

/** Two filters over months: the filters' own values from their pair's rows, the rest from the triples'. */
async function readTriples(
  pageId: string,
  months: Span[],
  filters: Filters,
  pair: PairFilter,
  breakdowns: Breakdowns,
) {
  const blocks = blocksOf(filters);
  const [own, others] = await Promise.all([
    pairRows(pageId, months, pair, blocks),
    tripleBreakdowns(pageId, months, blocks, pair),
  ]);
  for (const [dimension, value] of pair) breakdowns[dimension].push({ value, ...sumFigures(own) });
  for (const { dimension, ...row } of others) breakdowns[dimension].push(row);
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
    .where(rowsOf(pageId, spans, filters, () => [ALL], matching(filters.values)))
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

/** One row per value: a value read for months and for days comes twice. */
function summedByValue(rows: BreakdownRow[]): BreakdownRow[] {
  const byValue = new Map<string, BreakdownRow>();
  for (const row of rows) {
    const sum = byValue.get(row.value);
    if (!sum) byValue.set(row.value, { ...row });
    else for (const figure of FIGURE_NAMES) sum[figure] += row[figure];
  }
  return [...byValue.values()];
}

export async function breakdownsOf(pageId: string, spans: Span[], filters: Filters) {
  const breakdowns = Object.fromEntries(DIMENSIONS.map((d) => [d, [] as BreakdownRow[]])) as Breakdowns;
  await readBreakdowns(pageId, spans, filters, breakdowns);
  for (const dimension of DIMENSIONS) {
    breakdowns[dimension] = summedByValue(breakdowns[dimension])
      .filter((row) => row.views || row.totalClicks)
      .sort((a, b) => b.views - a.views || b.totalClicks - a.totalClicks || a.value.localeCompare(b.value))
      .slice(0, BREAKDOWN_ROWS);
  }
  return breakdowns;
}
