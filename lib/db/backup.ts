import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { extract, pack } from "tar-stream";

// Backups of the embedded data (`npm run db:backup`, `npm run db:restore`). A backup is one gzipped tar:
// - manifest.json: the format and when the backup was taken;
// - database.tar.gz: PGlite's own dump of its data directory (a gzipped tarball, taken between two
//   queries, so it is consistent);
// - statistics.duckdb: a copy of the bio statistics store (lib/biolinks/stats/duckdb-store.ts), made by
//   DuckDB itself between two writes, so consistent too; absent when the site has no statistics file yet.
// A backup from before the statistics store is a bare PGlite dump: it still restores, without statistics.
// PGlite and DuckDB are one process's: while `npm start` serves, the backup is taken by the server itself
// and handed over a Unix socket beside the data directory, which only the site's own user can open.

export class BackupError extends Error {}

export const BACKUP_FORMAT = 2;
const MANIFEST = "manifest.json";
const DATABASE = "database.tar.gz";
const STATISTICS = "statistics.duckdb";

export interface Backup {
  /** 1: a bare PGlite dump (before the statistics store); 2: the archive above. */
  format: 1 | 2;
  createdAt: string | null;
  /** PGlite's dump. */
  database: Buffer;
  /** The statistics store's file, when the backup holds one. */
  statistics: Buffer | null;
}

/** The socket a serving site answers backup requests on. */
export function backupSocketPath(dataDir: string): string {
  return `${dataDir}.backup.sock`;
}

/** One backup file of PGlite's dump and the statistics store's copy (null: no statistics yet). */
export async function packBackup(database: Buffer, statistics: Buffer | null): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on("data", (chunk: unknown) => chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    archive.on("end", resolve);
    archive.on("error", reject);
  });
  const mtime = new Date();
  const manifest = { format: BACKUP_FORMAT, createdAt: mtime.toISOString(), statistics: statistics !== null };
  const entry = (name: string, bytes: Buffer) =>
    new Promise<void>((resolve, reject) =>
      archive.entry({ name, mtime, mode: 0o600 }, bytes, (error) => (error ? reject(error) : resolve())),
    );
  await entry(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  await entry(DATABASE, database);
  if (statistics) await entry(STATISTICS, statistics);
  archive.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** The entries of a tar named in `wanted` (any others are skipped); null when it is no tar. */
async function tarEntries(tar: Buffer, wanted: string[]): Promise<Map<string, Buffer> | null> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  try {
    const reading = (async () => {
      for await (const entry of reader) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) if (wanted.includes(entry.header.name)) chunks.push(chunk as Buffer);
        if (wanted.includes(entry.header.name)) entries.set(entry.header.name, Buffer.concat(chunks));
      }
    })();
    reader.end(tar);
    await reading;
    return entries;
  } catch {
    return null;
  }
}

/** The parts of a backup file, unchecked. */
async function unpackBackup(bytes: Buffer): Promise<Backup> {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new BackupError("That file is not a Creatorkit backup (it is not a gzipped archive).");
  }
  const entries =
    (tar.length >= 512 ? await tarEntries(tar, [MANIFEST, DATABASE, STATISTICS]) : null) ?? new Map();
  const database = entries.get(DATABASE);
  if (!database) {
    // A tar header names its entry in its first 100 bytes; PGlite's dump holds a PG_VERSION file.
    if (tar.length < 512 || !tar.includes("PG_VERSION")) {
      throw new BackupError("That file is not a Creatorkit backup (it holds no PostgreSQL data directory).");
    }
    return { format: 1, createdAt: null, database: bytes, statistics: null };
  }
  let manifest: { format?: unknown; createdAt?: unknown } = {};
  try {
    manifest = JSON.parse(entries.get(MANIFEST)?.toString("utf8") ?? "{}") as typeof manifest;
  } catch {
    throw new BackupError("That backup is damaged (its manifest.json is not JSON).");
  }
  if (typeof manifest.format === "number" && manifest.format > BACKUP_FORMAT) {
    throw new BackupError(
      `That backup was made by a newer Creatorkit (backup format ${manifest.format}): update this one first.`,
    );
  }
  return {
    format: 2,
    createdAt: typeof manifest.createdAt === "string" ? manifest.createdAt : null,
    database,
    statistics: entries.get(STATISTICS) ?? null,
  };
}

/** Refuses anything but a PGlite dump of a migrated Creatorkit database. */
async function checkDatabase(dump: Buffer): Promise<void> {
  let tar: Buffer;
  try {
    tar = gunzipSync(dump);
  } catch {
    throw new BackupError(`That backup is damaged (its ${DATABASE} is not a gzipped archive).`);
  }
  if (tar.length < 512 || !tar.includes("PG_VERSION")) {
    throw new BackupError("That file is not a Creatorkit backup (it holds no PostgreSQL data directory).");
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
    await client.query("select count(*) from drizzle.__drizzle_migrations");
  } catch {
    throw new BackupError("That file is not a Creatorkit backup (its database has no Creatorkit tables).");
  } finally {
    await client?.close().catch(() => {});
  }
}

/** A scratch folder of this process's own, removed after `work`. */
async function inScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), "creatorkit-backup-"));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of events a statistics store's file holds; throws when it is not one. */
export async function countStatisticsEvents(file: string): Promise<number> {
  // Loaded here: the server loads DuckDB only once it needs it.
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const instance = await DuckDBInstance.create(file, { access_mode: "READ_ONLY" });
  try {
    const connection = await instance.connect();
    try {
      const result = await connection.runAndReadAll("SELECT count(*) AS n FROM bio_page_events");
      return Number(result.getRowObjectsJS()[0]?.n);
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** Refuses a statistics part DuckDB cannot open, or that holds no bio_page_events; its event count. */
async function checkStatistics(statistics: Buffer): Promise<number> {
  return inScratch(async (dir) => {
    const file = path.join(dir, STATISTICS);
    writeFileSync(file, statistics);
    try {
      return await countStatisticsEvents(file);
    } catch (error) {
      const reason = (error as Error).message.split("\n")[0];
      throw new BackupError(
        `That backup's statistics are damaged (its ${STATISTICS} is not a readable statistics store: ${reason}).`,
      );
    }
  });
}

export interface BackupSummary {
  format: 1 | 2;
  createdAt: string | null;
  /** Events in its statistics, or null when it holds none. */
  statisticsEvents: number | null;
}

/**
 * Refuses anything but a Creatorkit backup whose parts both restore, saying why: PGlite's dump of a
 * migrated database, and a statistics store DuckDB opens (when the backup has one).
 */
export async function checkBackup(bytes: Buffer): Promise<BackupSummary> {
  return summaryOf(await readBackup(bytes));
}

async function readBackup(bytes: Buffer): Promise<Backup & { statisticsEvents: number | null }> {
  const backup = await unpackBackup(bytes);
  await checkDatabase(backup.database);
  const statisticsEvents = backup.statistics ? await checkStatistics(backup.statistics) : null;
  return { ...backup, statisticsEvents };
}

const summaryOf = ({ format, createdAt, statisticsEvents }: BackupSummary): BackupSummary => ({
  format,
  createdAt,
  statisticsEvents,
});

/**
 * The bytes of a statistics store's copy: `snapshot` writes it into the file it is given (a store's
 * `snapshot`, lib/biolinks/stats/duckdb-store.ts).
 */
export function statisticsSnapshot(snapshot: (toFile: string) => Promise<void>): Promise<Buffer> {
  return inScratch(async (dir) => {
    const file = path.join(dir, STATISTICS);
    await snapshot(file);
    return readFileSync(file);
  });
}

/**
 * The statistics of the serving process, for a backup: the event log applied first (so the backup holds
 * every event counted until now, within the log's group commit), then the store's copy. Null when the
 * statistics are not in an embedded store.
 */
async function servingStatistics(): Promise<Buffer | null> {
  const { duckdbPath, statsStore, usesPostgresStore } = await import("../biolinks/stats/store");
  if (usesPostgresStore()) return null;
  const file = duckdbPath();
  const { drainEvents } = await import("../biolinks/stats/pipeline");
  await drainEvents().catch((error: unknown) => {
    console.error(
      "[creatorkit] backup: the event log could not be applied first; events it holds are not in it",
      error,
    );
  });
  const store = await statsStore();
  if (!store.snapshot || !file) return null;
  return statisticsSnapshot((toFile) => store.snapshot!(toFile));
}

/**
 * Answers each connection on `socketPath` with a fresh backup (PGlite's `dump` and the statistics'
 * copy, by default the serving process's store), then closes it.
 */
export async function serveBackups(
  socketPath: string,
  dump: () => Promise<Buffer>,
  statistics: () => Promise<Buffer | null> = servingStatistics,
): Promise<Server> {
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    statistics()
      .then(async (copy) => packBackup(await dump(), copy))
      .then(
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

/** Where a restore puts what is not the database (null: the site keeps it in memory, or elsewhere). */
export interface RestoreTargets {
  /** The statistics store's file (lib/biolinks/stats/store.ts duckdbPath()). */
  statisticsFile: string | null;
  /** The event log's folder (lib/biolinks/stats/pipeline.ts). */
  eventLogDir: string | null;
}

export interface RestoreResult extends BackupSummary {
  /** Where the database it replaced is kept. */
  keptAt?: string;
  /** Whether the backup's statistics were put in place (false: it holds none, or the site keeps none). */
  statisticsRestored: boolean;
  /** Where the statistics it replaced are kept. */
  statisticsKeptAt?: string;
  /** Where the event log left by the replaced data is kept. */
  eventLogKeptAt?: string;
}

/** Moves `file` (and DuckDB's write-ahead log beside it) to `to`; false when there was none. */
function moveStore(file: string, to: string): boolean {
  let moved = false;
  for (const suffix of ["", ".wal"]) {
    if (!existsSync(file + suffix)) continue;
    renameSync(file + suffix, to + suffix);
    moved = true;
  }
  return moved;
}

/**
 * Restores `bytes` into `dir`, which no process may have open, and its statistics into
 * `targets.statisticsFile`. An existing database or statistics store is replaced only with `force`, and
 * then kept beside it (`<path>.before-restore-<time>`), never deleted. The event log folder, which holds
 * the replaced instance's events not yet in its statistics, is kept aside the same way: applied to the
 * restored statistics, it would add events from after the backup (or, restored over a log of the same id,
 * be skipped as already counted).
 */
export async function restoreDatabase(
  bytes: Buffer,
  dir: string,
  force: boolean,
  targets: RestoreTargets,
): Promise<RestoreResult> {
  const backup = await readBackup(bytes);
  const { statisticsFile, eventLogDir } = targets;
  const hasDatabase = existsSync(path.join(dir, "PG_VERSION"));
  const hasStatistics = statisticsFile !== null && existsSync(statisticsFile);
  if (!force && hasDatabase) {
    throw new BackupError(
      `The embedded database at ${dir} already holds data. Run again with --force to replace it ` +
        "(the current one is kept beside it).",
    );
  }
  if (!force && hasStatistics) {
    throw new BackupError(
      `The statistics at ${statisticsFile} already hold data. Run again with --force to replace them ` +
        "(the current ones are kept beside them).",
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const aside = (of: string) => `${of}.before-restore-${stamp}`;
  const result: RestoreResult = { ...summaryOf(backup), statisticsRestored: false };
  if (hasDatabase) {
    result.keptAt = aside(dir);
    renameSync(dir, result.keptAt);
  } else {
    rmSync(dir, { recursive: true, force: true });
  }
  const client = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(backup.database)]) });
  await client.close();

  if (statisticsFile) {
    // Statistics that are not the backup's go aside even when it holds none: they count the replaced data.
    const keptAt = aside(statisticsFile);
    if (moveStore(statisticsFile, keptAt)) result.statisticsKeptAt = keptAt;
    if (backup.statistics) {
      mkdirSync(path.dirname(statisticsFile), { recursive: true });
      const partial = `${statisticsFile}.restoring`;
      writeFileSync(partial, backup.statistics, { mode: 0o600 });
      renameSync(partial, statisticsFile);
      result.statisticsRestored = true;
    }
  }
  if (eventLogDir && existsSync(eventLogDir)) {
    result.eventLogKeptAt = aside(eventLogDir);
    renameSync(eventLogDir, result.eventLogKeptAt);
  }
  return result;
}
