import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { closeConnection, connection, embeddedDirectory } from "../lib/db/client";
import { backupSocketPath, BackupError, checkBackup, requestBackup } from "../lib/db/backup";
import { directoryLockHolder } from "../lib/db/lock";
import { env } from "../lib/env";

// `npm run db:backup [file]`: a backup of the embedded database, from the running site when `npm start`
// serves it, else straight from its directory. Every backup is checked to restore before it is kept.

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
  try {
    return await connection().dump!();
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
  await checkBackup(bytes);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes, { mode: 0o600 });
  console.log(`[creatorkit] backup of ${dir} written to ${file} (${(bytes.length / 1024).toFixed(0)} KB)`);
}

main().catch((error: unknown) => {
  console.error(`[creatorkit] ${error instanceof BackupError ? error.message : String(error)}`);
  process.exitCode = 1;
});
