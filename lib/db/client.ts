import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { dataPath, env } from "@/lib/env";
import { processSingleton, register, registered } from "@/lib/process-registry";
import { acquireDirectoryLock } from "./lock";
import { resilientPostgres } from "./postgres-client";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DriverName = "pglite" | "postgres";

export interface Connection {
  db: Database;
  driver: DriverName;
  /** Where the data lives, for the System screen (never includes a password). */
  location: string;
  /** The embedded database's own dump (a gzipped tarball of its data directory), for lib/db/backup.ts. */
  dump?: () => Promise<Buffer>;
  /** The embedded client itself, for a library that speaks SQL on its own (the newsletter's job queue). */
  pglite?: PGlite;
  close: () => Promise<void>;
}

export const isPostgresUrl = (url: string) =>
  url.startsWith("postgres://") || url.startsWith("postgresql://");

/** The embedded database's directory for `url`, or null when the data is elsewhere (PostgreSQL, memory). */
export function embeddedDirectory(url: string | undefined): string | null {
  if ((url && isPostgresUrl(url)) || url === "memory://") return null;
  return url?.startsWith("file:") ? url.slice("file:".length) : dataPath("pglite");
}

async function dumpOf(client: PGlite): Promise<Buffer> {
  await client.waitReady; // a dump asked for before the first query would wait forever
  return Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
}

/**
 * The embedded database's settings for a small server (docs/performance.md, Memory): PostgreSQL's default
 * 128 MB of shared buffers live in PGlite's WASM memory, which never gives memory back; 32 MB hold this
 * site's data several times over, and an idle server keeps ~110 MB less (measured on a migrated copy).
 */
export const PGLITE_SETTINGS = { postgresqlconf: ["shared_buffers=32MB"] };

/**
 * PGlite's WebAssembly stays on V8's baseline compiler (Liftoff): its optimizing tier compiles PostgreSQL's
 * largest functions in background threads whose scratch memory (tens of MB each) the C allocator keeps once
 * freed, ~40 MB of a small server's resident memory, for a cost within the noise of a search page's CPU
 * (docs/design/server-memory-flags.md). Set before PGlite compiles its module; V8 reads it per compile.
 */
function newPGlite(dir?: string): PGlite {
  setFlagsFromString("--liftoff-only");
  return dir === undefined ? new PGlite(PGLITE_SETTINGS) : new PGlite(dir, PGLITE_SETTINGS);
}

export function openConnection(url: string | undefined): Connection {
  if (url && isPostgresUrl(url)) {
    // Supabase's pooler (transaction mode) does not support prepared statements.
    const { client, end } = resilientPostgres(url, { prepare: false, max: 10, onnotice: () => {} });
    const parsed = new URL(url);
    return {
      db: drizzlePostgres({ client, schema }) as unknown as Database,
      driver: "postgres",
      location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
      close: end,
    };
  }
  if (url === "memory://") return embeddedConnection(newPGlite(), "in memory");
  const dir = embeddedDirectory(url)!;
  const release = acquireDirectoryLock(dir);
  return embeddedConnection(newPGlite(dir), dir, release);
}

/** A connection over an embedded client already made (the tests start each file from a migrated copy). */
export function embeddedConnection(client: PGlite, location: string, release?: () => void): Connection {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    driver: "pglite",
    location,
    pglite: client,
    dump: () => dumpOf(client),
    close: async () => {
      await client.close();
      release?.();
    },
  };
}

// One connection per process (lib/process-registry.ts), which hot reload and separate bundles share.
declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    dbConnection: Connection;
  }
}

export function connection(): Connection {
  return processSingleton("dbConnection", () => openConnection(env().DATABASE_URL));
}

export async function closeConnection(): Promise<void> {
  const current = registered("dbConnection");
  register("dbConnection", undefined);
  await current?.close();
}

/** Swaps the process connection (tests and scripts that manage their own). */
export function setConnection(next: Connection): void {
  register("dbConnection", next);
}
