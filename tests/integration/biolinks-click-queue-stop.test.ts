import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

// The bio click queue when its server stops: a graceful stop writes what is queued, a crash loses at most
// the last second. The server is a child process with an embedded database of its own (a data directory
// it leaves for this test to read), whatever database the project runs on: the PGlite project only.

describe("a stopping server and its queued clicks", () => {
  function start(dir: string): Promise<ChildProcessWithoutNullStreams> {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/support/click-queue-child.ts"],
      { env: { ...process.env, DATABASE_URL: `file:${dir}` } },
    );
    return new Promise((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`the child exited (${code})`)));
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (text: string) => {
        if (text.includes("ready")) resolve(child);
      });
    });
  }
  const said = (child: ChildProcessWithoutNullStreams, text: string) =>
    new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk: string) => {
        if (chunk.includes(text)) resolve();
      }),
    );
  const exited = (child: ChildProcessWithoutNullStreams) =>
    new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  async function hitsIn(dir: string): Promise<number> {
    const client = new PGlite(dir);
    const result = await client.query<{ n: number }>(
      "select coalesce(sum(hits), 0)::int as n from bio_events",
    );
    await client.close();
    return result.rows[0]!.n;
  }

  it("writes every queued click on SIGTERM, and loses at most the last second's when killed", async () => {
    const graceful = mkdtempSync(path.join(tmpdir(), "clicks-term-"));
    const killed = mkdtempSync(path.join(tmpdir(), "clicks-kill-"));
    try {
      const child = await start(graceful);
      child.stdin.write("click 250\n");
      await said(child, "queued 250");
      // Stopped before the one-second batch was due: the stop itself writes them.
      const code = exited(child);
      child.kill("SIGTERM");
      expect(await code).toBe(0);
      expect(await hitsIn(graceful)).toBe(250);

      const crashing = await start(killed);
      crashing.stdin.write("click 100\n");
      await said(crashing, "queued 100");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      crashing.stdin.write("click 40\n");
      await said(crashing, "queued 140");
      const gone = exited(crashing);
      crashing.kill("SIGKILL");
      await gone;
      // The clicks older than a second were written; the last second's may be lost.
      expect(await hitsIn(killed)).toBeGreaterThanOrEqual(100);
      expect(await hitsIn(killed)).toBeLessThanOrEqual(140);
    } finally {
      rmSync(graceful, { recursive: true, force: true });
      rmSync(killed, { recursive: true, force: true });
    }
  }, 60_000);
});
