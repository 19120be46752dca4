import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "@/lib/db/lock";

describe("embedded database lock", () => {
  const dir = () => path.join(mkdtempSync(path.join(tmpdir(), "creatorkit-lock-")), "pglite");

  it("refuses a directory another live process holds, naming it", async () => {
    const target = dir();
    const other = spawn("sleep", ["30"]);
    try {
      writeFileSync(`${target}.lock`, String(other.pid));
      expect(() => acquireDirectoryLock(target)).toThrow(
        new RegExp(`in use by process ${other.pid}.*set DATABASE_URL to a PostgreSQL server`),
      );
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has died, and releases it", async () => {
    const target = dir();
    const dead = spawn("true");
    await new Promise((resolve) => dead.on("exit", resolve));
    writeFileSync(`${target}.lock`, String(dead.pid));
    const release = acquireDirectoryLock(target);
    expect(readFileSync(`${target}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${target}.lock`)).toBe(false);
  });
});
