import "server-only";
import { and, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { bioStats } from "@/lib/db/schema";
import { ANY_LINK_BLOCK_ID, VIEW_BLOCK_ID } from "../queries";
import { DIMENSIONS, type Dimension } from "./dimensions";
import { figuresOf } from "./figures";
import type { Filters } from "./filters";
import type { PairFilter } from "./pair-queries";
import type { Granularity, Span } from "./range";

// The rows of bio_stats a view reads (view.ts): a range's spans of hours, days or months, of some kinds of
// row, of the blocks the view shows, matching its filters on values.

export const FIGURES = figuresOf(bioStats);

/** Which kinds of row (`dimension` values) to read in a period kind. */
export type Kinds = (period: Granularity) => string[];

/** The rows of `t` (bio_stats or bio_stat_pairs) of the span's period whose start lies in it. */
export const inSpan = (t: { period: PgColumn; start: PgColumn }, s: Span, ...more: SQL[]) =>
  and(sql`${t.period} = ${s.period}`, gte(t.start, s.from), lt(t.start, s.to), ...more)!;

export function inSpans(spans: Span[], kinds: Kinds): SQL {
  return or(
    ...spans.map((s) => {
      // Literals (the code's own names): a partial index on 'all' rows is used only for a literal.
      const dimensions = kinds(s.period).map((name) => sql.raw(`'${name}'`));
      return inSpan(bioStats, s, sql`${bioStats.dimension} in (${sql.join(dimensions, sql`, `)})`);
    }),
  )!;
}

/**
 * The blocks a view reads: the page's views beside its links' clicks (every link's together:
 * ANY_LINK_BLOCK_ID), or beside one link's, for its click-through rate under the same filters.
 */
export const blocksOf = (filters: Filters) => [VIEW_BLOCK_ID, filters.link ?? ANY_LINK_BLOCK_ID];

/** The rows of `kinds` of a page's spans, under the link filter. */
export function rowsOf(
  pageId: string,
  spans: Span[],
  filters: Filters,
  kinds: Kinds,
  extra: SQL[] = [],
): SQL {
  return and(
    eq(bioStats.pageId, pageId),
    inSpans(spans, kinds),
    inArray(bioStats.blockId, blocksOf(filters)),
    ...extra,
  )!;
}

/** The breakdowns filtered on, in DIMENSIONS order (a pair's order). */
export const filterDimensions = (filters: Filters) =>
  DIMENSIONS.filter((d) => filters.values[d] !== undefined);

/** Exactly two filters on values, in DIMENSIONS order (bio_stat_pairs's and bio_stat_triples's order). */
export function pairOf(filters: Filters): PairFilter | null {
  const [a, b, ...more] = filterDimensions(filters);
  if (!a || !b || more.length > 0) return null;
  return [
    [a, filters.values[a]!],
    [b, filters.values[b]!],
  ];
}

export const matching = (values: Filters["values"]) =>
  (Object.entries(values) as [Dimension, string][]).map(([key, value]) => eq(bioStats[key], value));
