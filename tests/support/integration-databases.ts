import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { embeddedConnection, isPostgresUrl, openConnection, PGLITE_SETTINGS } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";

// Global setup of an integration project: the migrations run once per run, not once per test file.
// PGlite: one migrated data directory, dumped to a file each test file's database is loaded from (a new
// PGlite runs initdb in WebAssembly, ~3 s; one loaded from a dump ~1 s). PostgreSQL: one migrated template
// database each file's own database is copied from, so files can run side by side.

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: the dump's path. PostgreSQL: the template database's URL. */
    migratedDatabase: string;
  }
}

/** The database each worker copies from the template, on the template's server. */
export function workerDatabase(templateUrl: string, worker: string): { admin: string; own: string } {
  const template = new URL(templateUrl).pathname.slice(1);
  const base = template.replace(/_migrated$/, "");
  return {
    admin: withDatabase(templateUrl, base),
    own: withDatabase(templateUrl, `${base}_worker${worker}`),
  };
}

/** A URL on the same server naming another database. */
export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = String(project.config.env.DATABASE_URL);
  if (!isPostgresUrl(url)) {
    const conn = embeddedConnection(new PGlite(PGLITE_SETTINGS), "in memory");
    await runMigrations(conn);
    const dumpPath = path.join(tmpdir(), `creatorkit-migrated-${randomBytes(6).toString("hex")}.tar`);
    writeFileSync(dumpPath, Buffer.from(await (await conn.pglite!.dumpDataDir("none")).arrayBuffer()));
    await conn.close();
    project.provide("migratedDatabase", dumpPath);
    return async () => rmSync(dumpPath, { force: true });
  }

  const base = new URL(url).pathname.slice(1);
  const template = `${base}_migrated`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${template}" with (force)`);
  await admin.unsafe(`create database "${template}"`);
  const conn = openConnection(withDatabase(url, template));
  await runMigrations(conn);
  await conn.close();
  project.provide("migratedDatabase", withDatabase(url, template));
  return async () => {
    const copies = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${base}\\_worker%`}`;
    for (const { datname } of [...copies, { datname: template }]) {
      await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    }
    await admin.end();
  };
}
