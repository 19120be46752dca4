import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GROUP_COMMIT_MS } from "@/lib/biolinks/stats/event-log";
import { exited, said } from "../support/children";

// The bio event log when its server stops: a graceful stop keeps every click, a kill -9 loses at most the
// last group commit's, at any moment, including while a restarted server is still applying the log it
// found. The server is a child process with an embedded database of its own (its log and statistics
// store beside it), whatever database the project runs on: the PGlite project only.

/** A kill lands between commits, and the last commit's write and fdatasync take their time too. */
const SCHEDULING_MS = 120;

describe("a stopping server and its logged clicks", () => {
  function child(dir: string, mode: "clicks" | "count", from = 0): ChildProcessWithoutNullStreams {
    return spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/support/click-queue-child.ts", mode],
      {
        env: {
          ...process.env,
          DATABASE_URL: `file:${dir}/db`,
          EVENT_LOG_DIR: `${dir}/events`,
          CLICKS_FROM: String(from),
        },
      },
    );
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function stored(dir: string) {
    const counting = child(dir, "count");
    const [, json] = await said(counting, /(\{.*\})\n/);
    await exited(counting);
    return JSON.parse(json!) as { n: number; keys: number; last: number; top: number };
  }

  it("keeps every click on SIGTERM", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clicks-term-"));
    try {
      const server = child(dir, "clicks");
      await said(server, /ready/);
      await sleep(700);
      const recorded = said(server, /recorded (\d+)/);
      const code = exited(server);
      server.kill("SIGTERM");
      const total = Number((await recorded)[1]);
      expect(await code).toBe(0);
      expect(total).toBeGreaterThan(100);
      expect(await stored(dir)).toMatchObject({ n: total, keys: total, top: total - 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("loses at most the last group commit's clicks when killed, also 2 s after a restart, and counts none twice", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clicks-kill-"));
    try {
      let first = 0;
      // Killed at a random moment; then restarted and killed again 2 s later, while it applies the log.
      for (const runFor of [300 + Math.random() * 900, 2000]) {
        const server = child(dir, "clicks", first);
        await said(server, /ready/);
        await sleep(runFor);
        const killedAt = Date.now();
        const gone = exited(server);
        server.kill("SIGKILL");
        await gone;
        const after = await stored(dir);
        // Every click up to the last commit, each once, in order: keys first..top with none missing.
        expect(after.keys).toBe(after.n);
        expect(after.top).toBe(after.n - 1);
        expect(after.n).toBeGreaterThan(first);
        expect(killedAt - after.last).toBeLessThanOrEqual(GROUP_COMMIT_MS + SCHEDULING_MS);
        first = after.n;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
