import "server-only";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { bioStats } from "@/lib/db/schema";
import type { BioEvent } from "../event-queue";
import { ALL, ANY, DIMENSIONS, DIMENSION_NAMES, TOTAL, type DimensionValues } from "./dimensions";

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

function valuesFor(dimension: string, event: DimensionValues): DimensionValues {
  const values = {} as DimensionValues;
  for (const key of DIMENSIONS) {
    values[key] = dimension === ALL || dimension === DIMENSION_NAMES[key] ? event[key] : ANY;
  }
  return values;
}

const DIMENSION_ROWS = [TOTAL, ...DIMENSIONS.map((d) => DIMENSION_NAMES[d]), ALL];

/** The bio_stats increments of a batch, summed per row and in key order (concurrent batches lock alike). */
export function increments(counted: Counted[]): StatsRow[] {
  const rows = new Map<string, StatsRow>();
  for (const { event, hits, newVisitor } of counted) {
    for (const [period, start] of Object.entries(periodStarts(event)) as [Period, Date][]) {
      for (const dimension of DIMENSION_ROWS) {
        const values = valuesFor(dimension, event);
        const key = [
          event.pageId,
          period,
          start.toISOString(),
          dimension,
          event.blockId,
          ...Object.values(values),
        ].join("\u0000");
        const row = rows.get(key);
        if (row) {
          row.hits += hits;
          row.visitors += newVisitor ? 1 : 0;
        } else {
          rows.set(key, {
            pageId: event.pageId,
            period,
            start,
            dimension,
            blockId: event.blockId,
            ...values,
            hits,
            visitors: newVisitor ? 1 : 0,
          });
        }
      }
    }
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

// 15 parameters a row: 3,000 rows stay under PostgreSQL's 65,535 parameters a statement.
const ROWS_PER_STATEMENT = 3000;

export async function addToStats(tx: Transaction, rows: StatsRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await tx
      .insert(bioStats)
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [
          bioStats.pageId,
          bioStats.period,
          bioStats.start,
          bioStats.dimension,
          bioStats.blockId,
          bioStats.country,
          bioStats.device,
          bioStats.browser,
          bioStats.os,
          bioStats.referrer,
          bioStats.utmSource,
          bioStats.utmMedium,
          bioStats.utmCampaign,
        ],
        set: {
          hits: sql`${bioStats.hits} + excluded.hits`,
          visitors: sql`${bioStats.visitors} + excluded.visitors`,
        },
      });
  }
}
