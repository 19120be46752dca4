import { existsSync, readFileSync } from "node:fs";
import { embeddedDirectory } from "../lib/db/client";
import { BackupError, restoreDatabase } from "../lib/db/backup";
import { acquireDirectoryLock, directoryLockHolder } from "../lib/db/lock";
import { env } from "../lib/env";

// `npm run db:restore <file> [--force]`: puts a backup from `npm run db:backup` in place of the embedded
// database of a stopped site. A database already there is replaced only with --force, and kept beside it.

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
  const release = acquireDirectoryLock(dir);
  try {
    const { keptAt } = await restoreDatabase(readFileSync(file), dir, force);
    console.log(`[creatorkit] ${file} restored into ${dir}.`);
    if (keptAt) console.log(`[creatorkit] The database it replaced is kept at ${keptAt}.`);
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(`[creatorkit] ${error instanceof BackupError ? error.message : String(error)}`);
  process.exitCode = 1;
});
