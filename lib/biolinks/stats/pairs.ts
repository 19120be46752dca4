import "server-only";
import { bioStatPairs } from "@/lib/db/schema";
import { DIMENSION_NAMES, PAIRS } from "./dimensions";
import { addCount, inKeyOrder, periodStarts, withAnyLink, type Counted } from "./rollup";

// The rows of bio_stat_pairs an event adds to: for its UTC day and month, one per pair of breakdowns (28),
// so that a view under one filter reads each breakdown's few rows for the filter's value rather than every
// 'all' row of its period. Hours have none: the last 24 hours' 'all' rows are few.

type PairRow = typeof bioStatPairs.$inferInsert;

export function pairIncrements(batch: Counted[]): PairRow[] {
  const rows = new Map<string, PairRow>();
  for (const counted of withAnyLink(batch)) {
    const { event } = counted;
    const starts = periodStarts(event);
    for (const period of ["d", "m"] as const) {
      const start = starts[period];
      for (const [a, b] of PAIRS) {
        const key = [event.pageId, period, a, event.blockId, event[a], start.toISOString(), b, event[b]];
        addCount(rows, key, counted, () => ({
          pageId: event.pageId,
          period,
          start,
          blockId: event.blockId,
          first: DIMENSION_NAMES[a],
          firstValue: event[a],
          second: DIMENSION_NAMES[b],
          secondValue: event[b],
        }));
      }
    }
  }
  return inKeyOrder(rows);
}
