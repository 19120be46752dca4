import { embeddedDirectory, isPostgresUrl } from "@/lib/db/client";
import { dataPath, env } from "@/lib/env";
import { processSingleton, register, registered } from "@/lib/process-registry";
import type { StatsStore } from "./store-engine";

// The statistics store: one append-only row per event (bio_page_events), grouped when a view is read
// (view-queries.ts), beside a daily rollup of the days before yesterday (rollup.ts), the same SQL on both
// engines:
// - DuckDB, a column store in a file of DATA_DIR, by default (duckdb-store.ts);
// - PostgreSQL when DATABASE_URL names one, so that several instances share it (postgres-store.ts):
//   partitioned by month, BRIN on time.
// Each applies the event log's batches idempotently: a batch carries the log's id and its last sequence
// number, written in the same transaction as its rows, and records at or below it are skipped.

export type { StatsStore } from "./store-engine";

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
