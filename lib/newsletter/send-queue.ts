import PgBoss from "pg-boss";
import { connection } from "@/lib/db";
import { env } from "@/lib/env";
import { processSingleton, register, registered } from "@/lib/process-registry";
import { onShutdown } from "@/lib/shutdown";
import { runSends } from "./deliver";

// The newsletter's sends run as jobs of pg-boss, a job queue kept in the database itself (schema pgboss):
// on PostgreSQL through its own small pool, on embedded PGlite through the one client this process has
// (PGlite has a single process by design, DESIGN: Database). A cron job every minute runs the sends
// (pg-boss makes one job per minute for all instances), and "send now" adds a job at once. Which
// recipient is mailed is decided in deliver.ts by row claims, so two jobs at once never mail twice.

export const SEND_QUEUE = "newsletter-send";

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    sendQueue: Promise<PgBoss>;
  }
}

function open(): PgBoss {
  const conn = connection();
  const common = { schedule: true, supervise: true, migrate: true } as const;
  if (conn.pglite) {
    const client = conn.pglite;
    return new PgBoss({
      ...common,
      db: {
        // pg-boss sends its schema as one multi-statement string without parameters.
        async executeSql(text: string, values?: unknown[]) {
          if (values?.length) return client.query(text, values as never[]);
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
    });
  }
  return new PgBoss({ ...common, connectionString: env().DATABASE_URL!, max: 2 });
}

/**
 * Makes the queue unless it is there. Two instances starting at once on a new PostgreSQL both make it,
 * and pg-boss's create_queue (a row and a partition table) can deadlock the other (seen in
 * newsletter-sequence-crash.test.ts; supabase/storage#703 met it too): the one aborted finds it made.
 */
async function ensureQueue(boss: PgBoss): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(SEND_QUEUE)) return;
    try {
      await boss.createQueue(SEND_QUEUE);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function start(): Promise<PgBoss> {
  const boss = open();
  boss.on("error", (error) => console.error("[newsletter] queue error", error));
  await boss.start();
  await ensureQueue(boss);
  await boss.schedule(SEND_QUEUE, "* * * * *");
  await boss.work(SEND_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    const result = await runSends();
    const { sent, failed, bounced, deferred, resumeAt } = result;
    if (sent + failed + bounced + deferred > 0)
      console.info(`[newsletter] sent ${sent}, bounced ${bounced}, deferred ${deferred}, failed ${failed}`);
    if (resumeAt) {
      console.warn(
        `[newsletter] paused: the mail server is not answering; retrying at ${resumeAt.toISOString()}`,
      );
      // A run at the pause's end, not the next minute's cron: an outage of seconds delays a send by seconds.
      await boss.send(SEND_QUEUE, {}, { startAfter: resumeAt });
    }
  });
  // A run at start, not at the next minute: a send a restart cut off goes on at once.
  await boss.send(SEND_QUEUE, {});
  onShutdown(stopSendQueue);
  return boss;
}

/** The queue and this process's worker, started once per process. */
export function sendQueue(): Promise<PgBoss> {
  return processSingleton("sendQueue", () =>
    start().catch((error: unknown) => {
      register("sendQueue", undefined);
      throw error;
    }),
  );
}

/** Asks for a run now (or at `at`), besides the minute's own. */
export async function requestSends(at?: Date): Promise<void> {
  const boss = await sendQueue();
  await boss.send(SEND_QUEUE, {}, at && at > new Date() ? { startAfter: at } : {});
}

/** Lets the job under way finish, then stops this process's worker (a graceful stop, tests). */
export async function stopSendQueue(): Promise<void> {
  const running = registered("sendQueue");
  register("sendQueue", undefined);
  if (running) await (await running).stop({ graceful: true, wait: true, timeout: 10_000 });
}
