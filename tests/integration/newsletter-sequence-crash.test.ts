import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IN_FLIGHT } from "@/lib/newsletter/deliver";
import { startPostgresServer } from "../support/postgres-server";
import { exited, said } from "../support/children";
import { startSmtpSink, type SinkMessage } from "../support/smtp-sink";

// A welcome sequence of three e-mails, one right after the other, run by servers as npm start's
// (tests/support/send-child.ts) mailing Postfix's smtp-sink: killed with -9 between steps and started
// again on its embedded database, and two of them at once on one PostgreSQL. Every reader gets each
// e-mail once: one Message-ID per reader and e-mail, and no raw copy beyond the mails in flight at a kill.

const READERS = 300;
const STEPS = ["Welcome", "Second", "Third"];

function child(env: Record<string, string>, ...args: string[]): ChildProcessWithoutNullStreams {
  return spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/support/send-child.ts", ...args],
    { env: { ...process.env, NEWSLETTER_SENDS_PER_MINUTE: "10000", ...env } },
  );
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setup(env: Record<string, string>) {
  const made = child(env, "setup-sequence", String(READERS));
  let errors = "";
  made.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  expect(await exited(made), errors).toBe(0);
}

async function stop(process: ChildProcessWithoutNullStreams) {
  const gone = exited(process);
  process.kill("SIGTERM");
  await gone;
}

/** Each reader's e-mails by subject, each with the Message-IDs it came with. */
function mailbox(messages: SinkMessage[]) {
  const ids = new Map<string, Set<string>>();
  for (const message of messages) {
    const subject = /^Subject: (.*)$/m.exec(message.data)?.[1]?.trim();
    const key = `${message.to} ${subject}`;
    ids.set(key, (ids.get(key) ?? new Set()).add(message.messageId));
  }
  return ids;
}

function expectEachOnce(messages: SinkMessage[]) {
  const ids = mailbox(messages);
  const expected = Array.from({ length: READERS }, (_, i) =>
    STEPS.map((step) => `reader${i + 1}@example.com ${step}`),
  ).flat();
  expect([...ids.keys()].sort()).toEqual(expected.sort()); // none missing, no one else
  expect([...ids.values()].filter((set) => set.size !== 1)).toEqual([]); // one message each
  return messages.length - ids.size; // raw copies beyond one
}

describe("a welcome sequence across restarts and instances", () => {
  it("a server killed (-9) between steps and started again mails each reader each e-mail once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sequence-crash-"));
    const sink = await startSmtpSink({ keep: true });
    const env = { DATABASE_URL: `file:${dir}/db`, DATA_DIR: dir, SMTP_URL: sink.url };
    try {
      await setup(env);
      const first = child(env, "work");
      await said(first, /ready/);
      // Killed while readers are between their first and last e-mail.
      for (const end = Date.now() + 60_000; sink.messages().length < READERS && Date.now() < end;)
        await sleep(20);
      const gone = exited(first);
      first.kill("SIGKILL");
      await gone;
      const before = sink.messages().length;
      expect(before).toBeGreaterThanOrEqual(READERS);
      expect(before).toBeLessThan(READERS * STEPS.length);

      const second = child(env, "work");
      const done = said(second, /done (.*)\n/);
      await said(second, /ready/);
      const [, counts] = await done;
      await stop(second);
      expect(JSON.parse(counts!)).toEqual([{ status: "sent", n: READERS * STEPS.length }]);
      const copies = expectEachOnce(sink.messages());
      console.info(`[sequence crash] ${before} mailed before the kill; ${copies} sent again`);
      expect(copies).toBeLessThanOrEqual(IN_FLIGHT);
    } finally {
      await sink.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("two servers on one PostgreSQL mail each reader each e-mail exactly once", async () => {
    const postgres = await startPostgresServer();
    const sink = await startSmtpSink({ keep: true });
    const dir = mkdtempSync(path.join(tmpdir(), "sequence-two-"));
    const env = { DATABASE_URL: postgres.url, DATA_DIR: dir, SMTP_URL: sink.url };
    try {
      await setup(env);
      const servers = [child(env, "work"), child(env, "work")];
      const done = servers.map((server) => said(server, /done (.*)\n/));
      const [, counts] = (await Promise.all(done))[0]!;
      await Promise.all(servers.map(stop));
      expect(JSON.parse(counts!)).toEqual([{ status: "sent", n: READERS * STEPS.length }]);
      expect(expectEachOnce(sink.messages())).toBe(0); // no kill: not one copy
    } finally {
      await sink.close();
      postgres.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
