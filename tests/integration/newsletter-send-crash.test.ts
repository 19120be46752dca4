import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IN_FLIGHT } from "@/lib/newsletter/deliver";
import { startSmtpSink } from "../support/smtp-sink";
import { exited, said } from "../support/children";

// A server killed (kill -9) in the middle of a send, then started again: every address gets the issue
// once, none is missed. The server is a child process working the job queue as npm start's does, on an
// embedded database of its own (tests/support/send-child.ts), mailing Postfix's smtp-sink, which keeps
// each message whole in a file. Only the mails in flight at the kill can arrive twice (nobody can know
// whether the server took them), and then with one Message-ID: one message in the reader's mailbox.

const RECIPIENTS = 1000; // per list: the site's issue and a creator's send

describe("a newsletter send across a kill -9", () => {
  function child(dir: string, smtpUrl: string, ...args: string[]): ChildProcessWithoutNullStreams {
    return spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/support/send-child.ts", ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: `file:${dir}/db`,
          DATA_DIR: dir,
          SMTP_URL: smtpUrl,
          NEWSLETTER_SENDS_PER_MINUTE: "10000",
        },
      },
    );
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("mails every remaining address exactly once after a restart", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "send-crash-"));
    const sink = await startSmtpSink({ keep: true });
    try {
      const setup = child(dir, sink.url, "setup", String(RECIPIENTS));
      let errors = "";
      setup.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
      expect(await exited(setup), errors).toBe(0);

      const first = child(dir, sink.url, "work");
      await said(first, /ready/);
      for (const end = Date.now() + 60_000; sink.messages().length < 300 && Date.now() < end;)
        await sleep(20);
      // The mail server stops answering, so the server is surely mid-batch (claims committed, mails
      // unanswered) when it is killed, not between two batches.
      sink.hold();
      await sleep(300);
      const before = sink.messages().length;
      expect(before).toBeGreaterThanOrEqual(300);
      const gone = exited(first);
      first.kill("SIGKILL");
      await gone;
      sink.resume();
      expect(sink.messages().length).toBeLessThan(2 * RECIPIENTS); // killed mid-send, not after it

      const second = child(dir, sink.url, "work");
      const done = said(second, /done (.*)\n/);
      const [, inFlight] = await said(second, /ready (\d+) claimed/);
      expect(Number(inFlight)).toBeGreaterThan(0); // the kill cut a batch off
      const [, counts] = await done;
      const stopped = exited(second);
      second.kill("SIGTERM");
      await stopped;

      expect(JSON.parse(counts!)).toEqual([{ status: "sent", n: 2 * RECIPIENTS }]);
      const messages = sink.messages();
      const idsOf = new Map<string, Set<string>>();
      for (const { to, messageId } of messages) {
        idsOf.set(to, (idsOf.get(to) ?? new Set()).add(messageId));
      }
      const expected = Array.from({ length: RECIPIENTS }, (_, i) => [
        `reader${i + 1}@example.com`,
        `fan${i + 1}@example.com`,
      ]).flat();
      expect([...idsOf.keys()].sort()).toEqual(expected.sort()); // none missing, no one else
      expect([...idsOf.values()].filter((ids) => ids.size !== 1)).toEqual([]); // one message each
      // Sent twice at most: the mails in flight at the kill.
      const twice = messages.length - idsOf.size;
      console.info(
        `[send crash] ${before} mailed before the kill, ${inFlight} claimed; ${twice} of them sent again`,
      );
      expect(twice).toBeLessThanOrEqual(IN_FLIGHT);
    } finally {
      await sink.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
