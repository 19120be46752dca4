import type { SQL } from "drizzle-orm";
import { embeddedDirectory, isPostgresUrl } from "@/lib/db/client";
import { dataPath, env } from "@/lib/env";
import { processSingleton, register, registered } from "@/lib/process-registry";
import type { BioEvent } from "./event";

// The statistics store: one append-only row per event (bio_page_events), grouped when a view is read
// (view-queries.ts), beside a daily rollup of the days before yesterday (rollup.ts), the same SQL on both
// engines:
// - DuckDB, a column store in a file of DATA_DIR, by default (duckdb-store.ts);
// - PostgreSQL when DATABASE_URL names one, so that several instances share it (postgres-store.ts):
//   partitioned by month, BRIN on time.
// Each applies the event log's batches idempotently: a batch carries the log's id and its last sequence
// number, written in the same transaction as its rows, and records at or below it are skipped.

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

/** Where the embedded store lives: null for memory (an in-memory database has in-memory statistics). */
export function duckdbPath(): string | null {
  const { DATABASE_URL, STATS_DUCKDB_PATH } = env();
  if (STATS_DUCKDB_PATH) return STATS_DUCKDB_PATH === ":memory:" ? null : STATS_DUCKDB_PATH;
  if (DATABASE_URL === "memory://") return null;
  const dir = embeddedDirectory(DATABASE_URL);
  // Beside a database of its own (file:…), else in DATA_DIR.
  return dir && DATABASE_URL?.startsWith("file:")
    ? `${dir}-statistics.duckdb`
    : dataPath("statistics.duckdb");
}

export const usesPostgresStore = () => isPostgresUrl(env().DATABASE_URL ?? "");

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    statsStore: Promise<StatsStore>;
  }
}

/**
 * The process's store, opened on first use (a server that serves no bio page never loads DuckDB). One per
 * process (lib/process-registry.ts): DuckDB allows one writer per file.
 */
export function statsStore(): Promise<StatsStore> {
  return processSingleton("statsStore", () =>
    (usesPostgresStore()
      ? import("./postgres-store").then((m) => m.openPostgresStore())
      : import("./duckdb-store").then((m) => m.openDuckdbStore(duckdbPath()))
    ).catch((error: unknown) => {
      register("statsStore", undefined);
      throw error;
    }),
  );
}

/** Closes the store (tests and scripts that swap databases). */
export async function closeStatsStore(): Promise<void> {
  const current = registered("statsStore");
  register("statsStore", undefined);
  await (await current?.catch(() => null))?.close();
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
