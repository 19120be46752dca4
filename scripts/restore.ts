import { existsSync, readFileSync } from "node:fs";
import { embeddedDirectory } from "../lib/db/client";
import { BackupError, restoreDatabase } from "../lib/db/backup";
import { acquireDirectoryLock, directoryLockHolder } from "../lib/db/lock";
import { dataPath, env } from "../lib/env";

// `npm run db:restore <file> [--force]`: puts a backup from `npm run db:backup` in place of the embedded
// database and the statistics store of a stopped site. Data already there is replaced only with --force,
// and kept beside it; so is the event log the replaced data left (lib/db/backup.ts says why).

/** The event log's folder, as lib/biolinks/stats/pipeline.ts places it (null: in memory). */
function eventLogDir(): string | null {
  const { EVENT_LOG_DIR, DATABASE_URL } = env();
  if (EVENT_LOG_DIR) return EVENT_LOG_DIR === "none" ? null : EVENT_LOG_DIR;
  if (DATABASE_URL === "memory://") return null;
  return DATABASE_URL?.startsWith("file:") ? `${embeddedDirectory(DATABASE_URL)}-events` : dataPath("events");
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) throw new BackupError("Usage: npm run db:restore <backup file> [-- --force]");
  if (!existsSync(file)) throw new BackupError(`There is no file at ${file}.`);
  const dir = embeddedDirectory(env().DATABASE_URL);
  if (!dir) {
    throw new BackupError(
      "DATABASE_URL names a PostgreSQL server: restore it with pg_restore or psql (or your host's tools), see docs/operations.md.",
    );
  }
  const holder = directoryLockHolder(dir);
  if (holder) throw new BackupError(`Stop the site first: process ${holder} has the embedded database open.`);
  const { duckdbPath } = await import("../lib/biolinks/stats/store");
  const statisticsFile = duckdbPath();
  const release = acquireDirectoryLock(dir);
  try {
    const result = await restoreDatabase(readFileSync(file), dir, force, {
      statisticsFile,
      eventLogDir: eventLogDir(),
    });
    console.log(`[creatorkit] ${file} restored into ${dir}.`);
    if (result.keptAt) console.log(`[creatorkit] The database it replaced is kept at ${result.keptAt}.`);
    if (result.statisticsRestored) {
      console.log(
        `[creatorkit] Its statistics (${result.statisticsEvents} events) restored into ${statisticsFile}.`,
      );
    } else if (result.statisticsEvents !== null) {
      console.log("[creatorkit] Its statistics are not restored: this site keeps them in memory.");
    } else if (result.format === 1) {
      console.log(
        "[creatorkit] The backup holds no statistics (it predates the statistics store): they start empty, " +
          "and the figures its database kept from before the store are carried into it at the next start.",
      );
    } else {
      console.log("[creatorkit] The backup holds no statistics (the site had none yet): they start empty.");
    }
    if (result.statisticsKeptAt)
      console.log(`[creatorkit] The statistics it replaced are kept at ${result.statisticsKeptAt}.`);
    if (result.eventLogKeptAt) {
      console.log(
        `[creatorkit] The event log of the replaced data (events not yet in its statistics) is kept at ` +
          `${result.eventLogKeptAt}, not applied to the restored statistics.`,
      );
    }
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(`[creatorkit] ${error instanceof BackupError ? error.message : String(error)}`);
  process.exitCode = 1;
});
