import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioStatPairs } from "@/lib/db/schema";
import { DIMENSIONS, DIMENSION_NAMES, type Dimension } from "./dimensions";
import { figuresOf, type Figures } from "./figures";
import type { Span } from "./range";
import { inSpan } from "./view-rows";

// What views under one or two filters on values read from bio_stat_pairs (lib/db/tables/bio-stat-pairs.ts):
// - one filter ("France"): every other breakdown among its visitors (France's devices, sources…);
// - two ("France on mobile"): the figures, from their pair's rows (at most one per start and block).
// Each is an index range per block.

const FIGURES = figuresOf(bioStatPairs);
const BY_NAME = new Map(DIMENSIONS.map((d) => [DIMENSION_NAMES[d], d]));

// Spans of hours match no row: pairs are kept for days and months.
const inSpans = (spans: Span[]) => or(...spans.map((s) => inSpan(bioStatPairs, s)))!;

/** Every other breakdown among the visitors with `value` of `by`: a pair's first or second, a query a side. */
export async function pairBreakdowns(
  pageId: string,
  spans: Span[],
  blocks: string[],
  by: Dimension,
  value: string,
): Promise<(Figures & { dimension: Dimension; value: string })[]> {
  const side = (filter: "first" | "second") => {
    const t = bioStatPairs;
    const [name, filterValue, other, otherValue] =
      filter === "first"
        ? [t.first, t.firstValue, t.second, t.secondValue]
        : [t.second, t.secondValue, t.first, t.firstValue];
    return db
      .select({ dimension: other, value: otherValue, ...FIGURES })
      .from(t)
      .where(
        and(
          eq(t.pageId, pageId),
          inSpans(spans),
          eq(name, DIMENSION_NAMES[by]),
          inArray(t.blockId, blocks),
          eq(filterValue, value),
        ),
      )
      .groupBy(other, otherValue);
  };
  const rows = (await Promise.all([side("first"), side("second")])).flat();
  return rows.map((row) => ({ ...row, dimension: BY_NAME.get(row.dimension)! }));
}

/** Two filters on values, in DIMENSIONS order. */
export type PairFilter = readonly [[Dimension, string], [Dimension, string]];

/** The rows of one pair of values of `blocks`: hits and visitors per start and block. */
export function pairRows(pageId: string, spans: Span[], pair: PairFilter, blocks: string[]) {
  const t = bioStatPairs;
  const [[a, aValue], [b, bValue]] = pair;
  return db
    .select({ start: t.start, blockId: t.blockId, hits: t.hits, visitors: t.visitors })
    .from(t)
    .where(
      and(
        eq(t.pageId, pageId),
        inSpans(spans),
        eq(t.first, DIMENSION_NAMES[a]),
        inArray(t.blockId, blocks),
        eq(t.firstValue, aValue),
        eq(t.second, DIMENSION_NAMES[b]),
        eq(t.secondValue, bValue),
      ),
    );
}
