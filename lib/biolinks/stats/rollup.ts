import "server-only";
import { bioStats } from "@/lib/db/schema";
import type { BioEvent } from "../event-queue";
import { ANY_LINK_BLOCK_ID, VIEW_BLOCK_ID } from "../queries";
import {
  ALL,
  ANY,
  DIMENSIONS,
  DIMENSION_NAMES,
  TOTAL,
  type Dimension,
  type DimensionValues,
} from "./dimensions";

// The rows of bio_stats an event adds to (the table's comment says what they hold): for each period (its
// hour, UTC day and UTC month), one row of the page's total, one per breakdown, and one with every column
// set. A visitor's first event of the day on a block adds a visitor; every event adds a hit.

export type Period = "h" | "d" | "m";

export interface Counted {
  event: BioEvent;
  hits: number;
  /** The visitor's first event of the day on this block (their row in bio_events was new). */
  newVisitor: boolean;
}

type StatsRow = typeof bioStats.$inferInsert;

/** Where each period of an event starts. */
export function periodStarts(event: Pick<BioEvent, "day" | "hour">): Record<Period, Date> {
  return {
    h: new Date(event.hour),
    d: new Date(`${event.day}T00:00:00.000Z`),
    m: new Date(`${event.day.slice(0, 7)}-01T00:00:00.000Z`),
  };
}

/** A kind of row: the columns it sets (`by`, or all of them for 'all'; none for the total). */
interface Kind {
  dimension: string;
  by?: Dimension;
}

const KINDS: Kind[] = [
  { dimension: TOTAL },
  ...DIMENSIONS.map((by) => ({ dimension: DIMENSION_NAMES[by], by })),
  { dimension: ALL },
];
const PERIODS: Period[] = ["h", "d", "m"];

function valuesFor(kind: Kind, event: DimensionValues): DimensionValues {
  const values = {} as DimensionValues;
  for (const key of DIMENSIONS) {
    values[key] = kind.dimension === ALL || key === kind.by ? event[key] : ANY;
  }
  return values;
}

/** The events of a batch as counted: a click also adds to every link's clicks together (ANY_LINK_BLOCK_ID). */
export function withAnyLink(counted: Counted[]): Counted[] {
  // The screen's breakdowns read that block, not each link.
  return counted.flatMap((c) =>
    c.event.blockId === VIEW_BLOCK_ID
      ? [c]
      : [c, { ...c, event: { ...c.event, blockId: ANY_LINK_BLOCK_ID } }],
  );
}

/** Rows summed per key, in key order: concurrent batches lock rows alike. */
export function inKeyOrder<Row>(rows: Map<string, Row>): Row[] {
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** Adds an event's hits (and a visitor, on the visitor's first event of the day) to its row of `rows`. */
export function addCount<Row extends { hits: number; visitors: number }>(
  rows: Map<string, Row>,
  key: string[],
  { hits, newVisitor }: Pick<Counted, "hits" | "newVisitor">,
  fields: () => Omit<Row, "hits" | "visitors">,
): void {
  const id = key.join("\u0000");
  const visitors = newVisitor ? 1 : 0;
  const row = rows.get(id);
  if (row) {
    row.hits += hits;
    row.visitors += visitors;
  } else {
    rows.set(id, { ...fields(), hits, visitors } as Row);
  }
}

/** The bio_stats increments of a batch, summed per row and in key order (concurrent batches lock alike). */
export function increments(batch: Counted[]): StatsRow[] {
  const rows = new Map<string, StatsRow>();
  for (const counted of withAnyLink(batch)) {
    const { event } = counted;
    const starts = periodStarts(event);
    for (const kind of KINDS) {
      const values = valuesFor(kind, event);
      for (const period of PERIODS) {
        const start = starts[period];
        const { dimension } = kind;
        const key = [
          event.pageId,
          period,
          dimension,
          start.toISOString(),
          event.blockId,
          ...Object.values(values),
        ];
        addCount(rows, key, counted, () => ({
          pageId: event.pageId,
          period,
          start,
          dimension,
          blockId: event.blockId,
          ...values,
        }));
      }
    }
  }
  return inKeyOrder(rows);
}
