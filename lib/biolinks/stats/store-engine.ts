import type { SQL } from "drizzle-orm";
import type { BioEvent } from "./event";

// What each engine of the statistics store (store.ts) implements, and what both share. Apart from
// store.ts, which loads the engines, so that they need nothing of it.

export interface StatsStore {
  readonly engine: "duckdb" | "postgres";
  /** The last sequence number of `logId` already in the store (0 for none). */
  appliedSeq(logId: string): Promise<number>;
  /** Appends the events whose records come after what the store holds of `logId`, up to `lastSeq`. */
  append(logId: string, firstSeq: number, lastSeq: number, events: BioEvent[]): Promise<void>;
  /** The first day (days since the epoch) the daily rollup does not hold; null while it holds none. */
  rolledUntil(): Promise<number | null>;
  /** Rolls up every day before `day` not rolled up yet, one transaction a day (rollup.ts). */
  rollUp(day: number): Promise<void>;
  /** Rows of a read query (view-queries.ts): numbers as numbers. */
  all<Row>(query: SQL): Promise<Row[]>;
  /** Forgets every event of these pages (a page or an account deleted), and their rollup. */
  deletePages(pageIds: string[]): Promise<void>;
  /** Forgets the events before `time` (retention), and their rollup. */
  deleteBefore(time: number): Promise<void>;
  /** Forgets which visitors were seen on the days before `day` (epoch day): only today's and yesterday's matter. */
  forgetVisitorDaysBefore(day: number): Promise<void>;
  close(): Promise<void>;
  /** Copies the whole store, consistently, into a new file (the embedded store, for a backup). */
  snapshot?(toFile: string): Promise<void>;
}

/** Rows with every bigint (DuckDB's counts, PostgreSQL's sums) as a number. */
export function numeric<Row>(rows: Record<string, unknown>[]): Row[] {
  for (const row of rows)
    for (const key in row) {
      const value = row[key];
      if (typeof value === "bigint") row[key] = Number(value);
      else if (typeof value === "string" && NUMERIC_COLUMNS.has(key)) row[key] = Number(value);
    }
  return rows as Row[];
}

/** Columns the queries compute (sums, counts, buckets), which postgres.js returns as strings. */
const NUMERIC_COLUMNS = new Set([
  "views",
  "visitors",
  "clicks",
  "total_clicks",
  "bucket",
  "g",
  "seq",
  "n",
  "day",
  "dimension",
]);
