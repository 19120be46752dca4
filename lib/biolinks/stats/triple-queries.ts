import "server-only";
import { and, eq, gte, inArray, lt, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import { bioStatTriples } from "@/lib/db/schema";
import { DIMENSIONS, DIMENSION_NAMES, type Dimension } from "./dimensions";
import { figuresOf, type Figures } from "./figures";
import type { PairFilter } from "./pair-queries";
import type { Span } from "./range";

// What a view under two filters on values reads from bio_stat_triples (lib/db/tables/bio-stat-triples.ts)
// for its months: every other breakdown among the visitors with both values. The other breakdown is the
// first, second or third of its rows, so three queries, each an index range per block.

const t = bioStatTriples;
const FIGURES = figuresOf(t);
const BY_NAME = new Map(DIMENSIONS.map((d) => [DIMENSION_NAMES[d], d]));

/** Where the other breakdown sits among the three, beside the two filtered on. */
const SIDES: [filtered: [PgColumn, PgColumn][], other: [PgColumn, PgColumn]][] = [
  [
    [
      [t.first, t.firstValue],
      [t.second, t.secondValue],
    ],
    [t.third, t.thirdValue],
  ],
  [
    [
      [t.first, t.firstValue],
      [t.third, t.thirdValue],
    ],
    [t.second, t.secondValue],
  ],
  [
    [
      [t.second, t.secondValue],
      [t.third, t.thirdValue],
    ],
    [t.first, t.firstValue],
  ],
];

/** Every other breakdown among the visitors matching both filters, over `spans` of months. */
export async function tripleBreakdowns(
  pageId: string,
  spans: Span[],
  blocks: string[],
  pair: PairFilter,
): Promise<(Figures & { dimension: Dimension; value: string })[]> {
  const months = or(...spans.map((s) => and(gte(t.start, s.from), lt(t.start, s.to))))!;
  const queries = SIDES.map(([filtered, [other, otherValue]]) =>
    db
      .select({ dimension: other, value: otherValue, ...FIGURES })
      .from(t)
      .where(
        and(
          eq(t.pageId, pageId),
          ...filtered.map(([name], i) => eq(name, DIMENSION_NAMES[pair[i]![0]])),
          inArray(t.blockId, blocks),
          ...filtered.map(([, value], i) => eq(value, pair[i]![1])),
          months,
        ),
      )
      .groupBy(other, otherValue),
  );
  const rows = (await Promise.all(queries)).flat();
  return rows.map((row) => ({ ...row, dimension: BY_NAME.get(row.dimension)! }));
}
