import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { readFileSync } from "node:fs";
import type { Connection } from "./client";

const migrationsFolder = path.resolve(process.cwd(), "supabase/migrations");

export async function runMigrations(conn: Connection): Promise<void> {
  if (conn.driver === "pglite") {
    await migratePglite(conn.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(conn.db as unknown as PostgresJsDatabase, { migrationsFolder });
  }
}

export interface MigrationState {
  applied: number;
  available: number;
}

/** How many of the shipped migrations this database has applied (0 when it was never migrated). */
export async function getMigrationState(conn: Connection): Promise<MigrationState> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const exists = await conn.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const present = rows<{ present: boolean }>(exists)[0]?.present;
  if (!present) return { applied: 0, available: journal.entries.length };
  const applied = await conn.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return { applied: rows<{ n: number }>(applied)[0]?.n ?? 0, available: journal.entries.length };
}

/** postgres.js returns an array, PGlite an object with rows. */
export function rows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
