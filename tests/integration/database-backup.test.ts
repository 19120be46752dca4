import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConnection, type Connection } from "@/lib/db";
import { backupSocketPath, checkBackup, restoreDatabase, serveBackups } from "@/lib/db/backup";
import { runMigrations } from "@/lib/db/migrate";
import { newsletterSubscriptions } from "@/lib/db/schema";

// `npm run db:backup` against a database that is open and serving (the backup comes over the site's
// socket), more writes, `npm run db:restore`: exactly the backed-up rows come back, the replaced database is
// kept, and what is not a backup is refused in words.

const root = process.cwd();
const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");

/** Runs an npm script's file; asynchronously, as this process serves the backup socket meanwhile. */
function cli(script: string, args: string[], dataDir: string, databaseDir: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [tsx, `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: {
          ...process.env,
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

describe("backups of the embedded database", { timeout: 120_000 }, () => {
  const work = mkdtempSync(path.join(tmpdir(), "creatorkit-backup-"));
  const databaseDir = path.join(work, "pglite");
  const backupFile = path.join(work, "backup.tar.gz");

  beforeAll(() => rmSync(databaseDir, { recursive: true, force: true }));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("backs up while serving, and restores exactly what was backed up", async () => {
    const serving = openConnection(`file:${databaseDir}`);
    await runMigrations(serving);
    await serving.db.insert(newsletterSubscriptions).values({ email: "kept@example.com", status: "active" });
    const socket = await serveBackups(backupSocketPath(databaseDir), () => serving.dump!());

    const backup = await cli("backup", [backupFile], work, databaseDir);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toContain(`written to ${backupFile}`);
    expect(existsSync(backupFile)).toBe(true);

    await serving.db.insert(newsletterSubscriptions).values({ email: "later@example.com", status: "active" });
    expect((await cli("restore", [backupFile], work, databaseDir)).stderr).toContain(
      "Stop the site first: process",
    );
    socket.close();
    await serving.close();

    const refused = await cli("restore", [backupFile], work, databaseDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("already holds data. Run again with --force to replace it");

    const restored = await cli("restore", [backupFile, "--force"], work, databaseDir);
    expect(restored.stderr).toBe("");
    const keptAt = restored.stdout.match(/kept at (\S+)\./)?.[1];
    expect(keptAt && existsSync(path.join(keptAt, "PG_VERSION"))).toBe(true);

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

  it("refuses a file that is not a backup, saying why", async () => {
    const text = path.join(work, "notes.txt");
    writeFileSync(text, "not a backup");
    const refused = await cli("restore", [text, "--force"], work, path.join(work, "fresh"));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("That file is not a Creatorkit backup (it is not a gzipped archive).");

    await expect(checkBackup(gzipSync(Buffer.alloc(4096, "x")))).rejects.toThrow(
      "it holds no PostgreSQL data directory",
    );
    // A PostgreSQL data directory, but not a Creatorkit database.
    const bare = openConnection("memory://");
    const foreign = await bare.dump!();
    await bare.close();
    await expect(checkBackup(foreign)).rejects.toThrow("its database has no Creatorkit tables");
    await expect(restoreDatabase(foreign, path.join(work, "fresh"), true)).rejects.toThrow(
      "not a Creatorkit backup",
    );
    expect(existsSync(path.join(work, "fresh", "PG_VERSION"))).toBe(false);
  });
});
