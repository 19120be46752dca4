import "server-only";
import { bioStatTriples } from "@/lib/db/schema";
import { DIMENSION_NAMES, TRIPLES } from "./dimensions";
import { addCount, inKeyOrder, periodStarts, withAnyLink, type Counted } from "./rollup";

// The rows of bio_stat_triples an event adds to: for its UTC month, one per three breakdowns (56), so that
// a view under two filters reads each other breakdown's few rows for the filters' values rather than every
// 'all' row of a year of months.

type TripleRow = typeof bioStatTriples.$inferInsert;

export function tripleIncrements(batch: Counted[]): TripleRow[] {
  const rows = new Map<string, TripleRow>();
  for (const counted of withAnyLink(batch)) {
    const { event } = counted;
    const start = periodStarts(event).m;
    for (const [a, b, c] of TRIPLES) {
      const key = [event.pageId, a, b, event.blockId, event[a], event[b], start.toISOString(), c, event[c]];
      addCount(rows, key, counted, () => ({
        pageId: event.pageId,
        start,
        blockId: event.blockId,
        first: DIMENSION_NAMES[a],
        firstValue: event[a],
        second: DIMENSION_NAMES[b],
        secondValue: event[b],
        third: DIMENSION_NAMES[c],
        thirdValue: event[c],
      }));
    }
  }
  return inKeyOrder(rows);
}
