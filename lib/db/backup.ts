import { chmodSync, existsSync, renameSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";

// Backups of the embedded database (`npm run db:backup`, `npm run db:restore`). A backup is PGlite's own
// dump of its data directory (a gzipped tarball, taken between two queries, so it is consistent). PGlite is
// one process's: while `npm start` serves, the backup is taken by the server itself and handed over a Unix
// socket beside the data directory, which only the site's own user can open.

export class BackupError extends Error {}

/** The socket a serving site answers backup requests on. */
export function backupSocketPath(dataDir: string): string {
  return `${dataDir}.backup.sock`;
}

/** Answers each connection on `socketPath` with a fresh backup, then closes it. */
export async function serveBackups(socketPath: string, dump: () => Promise<Buffer>): Promise<Server> {
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    dump().then(
      (bytes) => socket.end(bytes),
      (error: unknown) => {
        console.error("[creatorkit] backup failed", error);
        socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  return server;
}

/** A backup from the site serving the data directory behind `socketPath`. */
export function requestBackup(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(socketPath);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", (failed) => {
      const bytes = Buffer.concat(chunks);
      if (failed || bytes.length === 0)
        reject(new BackupError("The running site could not take a backup: see its log."));
      else resolve(bytes);
    });
  });
}

/** Refuses anything but a PGlite dump of a migrated Creatorkit database, saying why. */
export async function checkBackup(bytes: Buffer): Promise<void> {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new BackupError("That file is not a Creatorkit backup (it is not a gzipped archive).");
  }
  // A tar header names its entry in its first 100 bytes; PGlite's dump holds a PG_VERSION file.
  if (tar.length < 512 || !tar.includes("PG_VERSION")) {
    throw new BackupError("That file is not a Creatorkit backup (it holds no PostgreSQL data directory).");
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(bytes)]) });
    await client.query("select count(*) from drizzle.__drizzle_migrations");
  } catch {
    throw new BackupError("That file is not a Creatorkit backup (its database has no Creatorkit tables).");
  } finally {
    await client?.close().catch(() => {});
  }
}

/**
 * Restores `bytes` into `dir`, which no process may have open. An existing database is replaced only with
 * `force`, and then kept beside it (`<dir>.before-restore-<time>`), never deleted.
 */
export async function restoreDatabase(
  bytes: Buffer,
  dir: string,
  force: boolean,
): Promise<{ keptAt?: string }> {
  await checkBackup(bytes);
  let keptAt: string | undefined;
  if (existsSync(path.join(dir, "PG_VERSION"))) {
    if (!force) {
      throw new BackupError(
        `The embedded database at ${dir} already holds data. Run again with --force to replace it ` +
          "(the current one is kept beside it).",
      );
    }
    keptAt = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dir, keptAt);
  } else {
    rmSync(dir, { recursive: true, force: true });
  }
  const client = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
  await client.close();
  return { keptAt };
}
