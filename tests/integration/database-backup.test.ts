import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConnection, type Connection } from "@/lib/db";
import {
  backupSocketPath,
  checkBackup,
  packBackup,
  restoreDatabase,
  serveBackups,
  statisticsSnapshot,
} from "@/lib/db/backup";
import { runMigrations } from "@/lib/db/migrate";
import { newsletterSubscriptions } from "@/lib/db/schema";
import { openDuckdbStore } from "@/lib/biolinks/stats/duckdb-store";
import { VIEW_BLOCK_ID, type BioEvent } from "@/lib/biolinks/stats/event";

// `npm run db:backup` against a database and a statistics store that are open and serving (the backup
// comes over the site's socket), more writes and events, `npm run db:restore`: exactly the backed-up rows
// and events come back, the replaced database, statistics and event log are kept, a backup from before the
// statistics store still restores, and what is not a backup (or has damaged statistics) is refused in words.

const root = process.cwd();
const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
// The children place the statistics and the event log as a site does: beside a database of its own.
const inherited = { ...process.env };
delete inherited.EVENT_LOG_DIR;
delete inherited.STATS_DUCKDB_PATH;

/** Runs an npm script's file; asynchronously, as this process serves the backup socket meanwhile. */
function cli(script: string, args: string[], dataDir: string, databaseDir: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [tsx, `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: {
          ...inherited,
          DATA_DIR: dataDir,
          DATABASE_URL: `file:${databaseDir}`,
          BETTER_AUTH_SECRET: "backup-test-secret-0123456789abcdef",
        },
      },
      (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

async function emails(conn: Connection): Promise<string[]> {
  const rows = await conn.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions);
  return rows.map((row) => row.email).sort();
}

/** The events in a statistics file, by its time, read with DuckDB itself. */
async function eventTimes(file: string): Promise<number[]> {
  const instance = await DuckDBInstance.create(file, { access_mode: "READ_ONLY" });
  try {
    const connection = await instance.connect();
    const result = await connection.runAndReadAll("SELECT time FROM bio_page_events ORDER BY time");
    connection.closeSync();
    return result.getRowObjectsJS().map((row) => Number(row.time));
  } finally {
    instance.closeSync();
  }
}

const PAGE_ID = "11111111-1111-4111-8111-111111111111";
const event = (time: number): BioEvent => ({
  time,
  pageId: PAGE_ID,
  blockId: VIEW_BLOCK_ID,
  visitor: String(time),
  country: "DE",
  device: "desktop",
  browser: "Firefox",
  os: "Linux",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  variant: null,
});

// Every step starts a process that loads a database: minutes on a busy 2-core machine.
describe("backups of the embedded database and statistics", { timeout: 300_000 }, () => {
  const work = mkdtempSync(path.join(tmpdir(), "creatorkit-backup-"));
  const databaseDir = path.join(work, "pglite");
  const statisticsFile = `${databaseDir}-statistics.duckdb`;
  const eventLogDir = `${databaseDir}-events`;
  const backupFile = path.join(work, "backup.tar.gz");
  const oldBackupFile = path.join(work, "old-backup.tar.gz");

  beforeAll(() => rmSync(databaseDir, { recursive: true, force: true }));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("backs up while serving, and restores exactly the rows and events backed up", async () => {
    const serving = openConnection(`file:${databaseDir}`);
    await runMigrations(serving);
    await serving.db.insert(newsletterSubscriptions).values({ email: "kept@example.com", status: "active" });
    const store = await openDuckdbStore(statisticsFile);
    await store.append("site-log", 1, 3, [event(1000), event(2000), event(3000)]);
    const socket = await serveBackups(
      backupSocketPath(databaseDir),
      () => serving.dump!(),
      () => statisticsSnapshot((toFile) => store.snapshot!(toFile)),
    );

    const backup = await cli("backup", [backupFile], work, databaseDir);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toContain("(statistics: 3 events)");
    expect(backup.stdout).toContain(`written to ${backupFile}`);
    expect(await checkBackup(readFileSync(backupFile))).toMatchObject({ format: 2, statisticsEvents: 3 });
    // A bare PGlite dump: what db:backup wrote before the statistics store.
    writeFileSync(oldBackupFile, await serving.dump!());

    await serving.db.insert(newsletterSubscriptions).values({ email: "later@example.com", status: "active" });
    await store.append("site-log", 4, 5, [event(4000), event(5000)]);
    expect((await cli("restore", [backupFile], work, databaseDir)).stderr).toContain(
      "Stop the site first: process",
    );
    socket.close();
    await serving.close();
    await store.close();
    // Events the stopped site had logged but not yet applied: not the backup's.
    mkdirSync(eventLogDir, { recursive: true });
    writeFileSync(path.join(eventLogDir, "log-id"), "site-log");

    const refused = await cli("restore", [backupFile], work, databaseDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("already holds data. Run again with --force to replace it");

    const restored = await cli("restore", [backupFile, "--force"], work, databaseDir);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toContain(`Its statistics (3 events) restored into ${statisticsFile}.`);
    const keptAt = restored.stdout.match(/database it replaced is kept at (\S+)\./)?.[1];
    expect(keptAt && existsSync(path.join(keptAt, "PG_VERSION"))).toBe(true);
    const statisticsKeptAt = restored.stdout.match(/statistics it replaced are kept at (\S+)\./)?.[1];
    const logKeptAt = restored.stdout.match(/event log of the replaced data .* is kept at (\S+),/)?.[1];
    expect(logKeptAt && readFileSync(path.join(logKeptAt, "log-id"), "utf8")).toBe("site-log");
    expect(existsSync(eventLogDir)).toBe(false);

    expect(await eventTimes(statisticsFile)).toEqual([1000, 2000, 3000]);
    expect(await eventTimes(statisticsKeptAt!)).toEqual([1000, 2000, 3000, 4000, 5000]);
    const after = openConnection(`file:${databaseDir}`);
    try {
      expect(await emails(after)).toEqual(["kept@example.com"]);
    } finally {
      await after.close();
    }
    const before = openConnection(`file:${keptAt}`);
    try {
      expect(await emails(before)).toEqual(["kept@example.com", "later@example.com"]);
    } finally {
      await before.close();
    }
  });

  it("backs up a stopped site from its files", async () => {
    const file = path.join(work, "stopped.tar.gz");
    const backup = await cli("backup", [file], work, databaseDir);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toContain("(statistics: 3 events)");
    const fresh = path.join(work, "stopped", "pglite");
    const restored = await cli("restore", [file], work, fresh);
    expect(restored.stderr).toBe("");
    expect(await eventTimes(`${fresh}-statistics.duckdb`)).toEqual([1000, 2000, 3000]);
  });

  it("restores a backup from before the statistics store, which holds none", async () => {
    expect(await checkBackup(readFileSync(oldBackupFile))).toMatchObject({
      format: 1,
      statisticsEvents: null,
    });
    const fresh = path.join(work, "old", "pglite");
    const restored = await cli("restore", [oldBackupFile], work, fresh);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toContain("The backup holds no statistics (it predates the statistics store)");
    expect(existsSync(`${fresh}-statistics.duckdb`)).toBe(false);
    const after = openConnection(`file:${fresh}`);
    try {
      expect(await emails(after)).toEqual(["kept@example.com"]);
    } finally {
      await after.close();
    }

    // Over a site with statistics, those are not the backup's: with --force they go aside.
    const replaced = await cli("restore", [oldBackupFile, "--force"], work, databaseDir);
    expect(replaced.stderr).toBe("");
    const statisticsKeptAt = replaced.stdout.match(/statistics it replaced are kept at (\S+)\./)?.[1];
    expect(await eventTimes(statisticsKeptAt!)).toEqual([1000, 2000, 3000]);
    expect(existsSync(statisticsFile)).toBe(false);
  });

  it("refuses a backup whose statistics are damaged, restoring nothing", async () => {
    const dump = readFileSync(oldBackupFile);
    const damaged = path.join(work, "damaged.tar.gz");
    writeFileSync(damaged, await packBackup(dump, Buffer.from("not a DuckDB file")));
    const fresh = path.join(work, "damaged", "pglite");
    const refused = await cli("restore", [damaged], work, fresh);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "That backup's statistics are damaged (its statistics.duckdb is not a readable statistics store:",
    );
    expect(existsSync(path.join(fresh, "PG_VERSION"))).toBe(false);
    expect(existsSync(`${fresh}-statistics.duckdb`)).toBe(false);

    // A DuckDB file, but not a statistics store.
    const other = path.join(work, "other.duckdb");
    const instance = await DuckDBInstance.create(other);
    const connection = await instance.connect();
    await connection.run("CREATE TABLE notes (text VARCHAR)");
    connection.closeSync();
    instance.closeSync();
    await expect(checkBackup(await packBackup(dump, readFileSync(other)))).rejects.toThrow(
      /statistics are damaged .*bio_page_events/,
    );
  });

  it("refuses a file that is not a backup, saying why", async () => {
    const text = path.join(work, "notes.txt");
    writeFileSync(text, "not a backup");
    const refused = await cli("restore", [text, "--force"], work, path.join(work, "fresh"));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("That file is not a Creatorkit backup (it is not a gzipped archive).");

    await expect(checkBackup(gzipSync(Buffer.alloc(4096, "x")))).rejects.toThrow(
      "it holds no PostgreSQL data directory",
    );
    // A PostgreSQL data directory, but not a Creatorkit database: bare, and inside a backup archive.
    const bare = openConnection("memory://");
    const foreign = await bare.dump!();
    await bare.close();
    await expect(checkBackup(foreign)).rejects.toThrow("its database has no Creatorkit tables");
    await expect(checkBackup(await packBackup(foreign, null))).rejects.toThrow(
      "its database has no Creatorkit tables",
    );
    const targets = { statisticsFile: path.join(work, "fresh-statistics.duckdb"), eventLogDir: null };
    await expect(restoreDatabase(foreign, path.join(work, "fresh"), true, targets)).rejects.toThrow(
      "not a Creatorkit backup",
    );
    expect(existsSync(path.join(work, "fresh", "PG_VERSION"))).toBe(false);
  });
});
