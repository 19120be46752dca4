import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { closeConnection, connection, embeddedDirectory } from "../lib/db/client";
import {
  backupSocketPath,
  BackupError,
  checkBackup,
  packBackup,
  requestBackup,
  statisticsSnapshot,
} from "../lib/db/backup";
import { directoryLockHolder } from "../lib/db/lock";
import { env } from "../lib/env";

// `npm run db:backup [file]`: a backup of the embedded database and of the bio statistics store, from the
// running site when `npm start` serves it, else straight from their files. Every backup is checked to
// restore before it is kept (lib/db/backup.ts says what it holds).

/** A copy of the statistics store of a stopped site; null when it has none (yet). */
async function statisticsOfStoppedSite(): Promise<Buffer | null> {
  const { duckdbPath } = await import("../lib/biolinks/stats/store");
  const file = duckdbPath();
  if (!file || !existsSync(file)) return null;
  const { openDuckdbStore } = await import("../lib/biolinks/stats/duckdb-store");
  let store;
  try {
    store = await openDuckdbStore(file);
  } catch (error) {
    throw new BackupError(
      `The statistics store at ${file} could not be opened (${(error as Error).message.split("\n")[0]}). ` +
        "Stop the process that has it open and run this again.",
    );
  }
  try {
    return await statisticsSnapshot((toFile) => store.snapshot!(toFile));
  } finally {
    await store.close();
  }
}

async function takeBackup(dir: string): Promise<Buffer> {
  const holder = directoryLockHolder(dir);
  if (holder) {
    try {
      return await requestBackup(backupSocketPath(dir));
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `Process ${holder} has the embedded database open and takes no backup requests (only \`npm start\` ` +
          "does). Stop it and run this again.",
      );
    }
  }
  const statistics = await statisticsOfStoppedSite();
  try {
    return await packBackup(await connection().dump!(), statistics);
  } finally {
    await closeConnection();
  }
}

async function main(): Promise<void> {
  const dir = embeddedDirectory(env().DATABASE_URL);
  if (!dir) {
    throw new BackupError(
      "DATABASE_URL names a PostgreSQL server: back it up with pg_dump (or your host's backups), see docs/operations.md.",
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(process.argv[2] ?? path.join("backups", `creatorkit-${stamp}.tar.gz`));
  const bytes = await takeBackup(dir);
  const { statisticsEvents } = await checkBackup(bytes);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes, { mode: 0o600 });
  const statistics =
    statisticsEvents === null ? "no statistics store yet" : `statistics: ${statisticsEvents} events`;
  console.log(
    `[creatorkit] backup of ${dir} (${statistics}) written to ${file} (${(bytes.length / 1024).toFixed(0)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(`[creatorkit] ${error instanceof BackupError ? error.message : String(error)}`);
  process.exitCode = 1;
});
