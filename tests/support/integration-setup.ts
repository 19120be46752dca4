import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { closeConnection, openConnection, setConnection } from "@/lib/db";
import { embeddedConnection, isPostgresUrl, PGLITE_SETTINGS } from "@/lib/db/client";
import { workerDatabase } from "./integration-databases";

// Each test file starts from an empty, fully migrated database of its own, copied from the one the
// project's global setup migrated (tests/support/integration-databases.ts).
beforeAll(async () => {
  const migrated = inject("migratedDatabase");
  if (!isPostgresUrl(process.env.DATABASE_URL ?? "")) {
    const dump = new Blob([readFileSync(migrated)]);
    setConnection(embeddedConnection(new PGlite({ loadDataDir: dump, ...PGLITE_SETTINGS }), "in memory"));
    return;
  }
  // One database per worker, made again for each file: files on other workers run at the same time.
  const { admin, own } = workerDatabase(migrated, process.env.VITEST_POOL_ID ?? "1");
  const name = (url: string) => new URL(url).pathname.slice(1);
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`drop database if exists "${name(own)}" with (force)`);
  await sql.unsafe(`create database "${name(own)}" template "${name(migrated)}"`);
  await sql.end();
  // Code under test and the processes it starts read DATABASE_URL.
  process.env.DATABASE_URL = own;
  setConnection(openConnection(process.env.DATABASE_URL));
});

afterAll(async () => {
  await closeConnection();
});
