import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connection, openConnection, setConnection, type Connection } from "@/lib/db";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, SIGN_IN_UNAVAILABLE } from "@/lib/db/availability";
import { runMigrations } from "@/lib/db/migrate";
import { newsletterSubscriptions } from "@/lib/db/schema";
import { subscribeConfirmed } from "../support/newsletter";
import { formData, visitor } from "../support/next-request";
import { startPostgresServer, type PostgresServer } from "../support/postgres-server";

// The site's own code on a PostgreSQL server of its own, which is crashed (kill -9) or restarted (pg_ctl
// stop -m fast) under a steady stream of writes and reads: no acknowledged write is lost, every failure is
// recognised as the database being away (a 503 or an action's message, never a 500), and once the server
// accepts connections again every query succeeds within two seconds.
vi.mock("next/headers", async () => (await import("../support/next-request")).nextHeaders);
const { subscribeToNewsletter } = await import("@/lib/newsletter/actions");
const { signInUser } = await import("@/lib/auth/actions");

const RECOVERY_BUDGET_MS = 2000;

interface Outcome {
  at: number;
  ok: boolean;
  recognised: boolean;
}

/** Writes and reads back to back until stopped, as a site's visitors would. */
function steadyLoad(tag: string) {
  const outcomes: Outcome[] = [];
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const loop = async (work: () => Promise<void>) => {
    while (running) {
      try {
        await work();
        outcomes.push({ at: Date.now(), ok: true, recognised: true });
      } catch (error) {
        outcomes.push({ at: Date.now(), ok: false, recognised: isDatabaseUnavailable(error) });
        if (!isDatabaseUnavailable(error)) console.error("unrecognised failure", error);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const writer = async () => {
    const email = `${tag}-${n++}@example.com`;
    await subscribeConfirmed(email);
    acknowledged.push(email);
  };
  const reader = async () => {
    await connection().db.select({ n: count() }).from(newsletterSubscriptions);
  };
  const loops = [loop(writer), loop(writer), loop(reader), loop(reader)];
  return {
    outcomes,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe("a PostgreSQL outage", { timeout: 120_000 }, () => {
  let server: PostgresServer;
  let previous: Connection;
  let own: Connection;

  beforeAll(async () => {
    server = await startPostgresServer();
    previous = connection();
    own = openConnection(server.url);
    await runMigrations(own);
    setConnection(own);
  });

  afterAll(async () => {
    setConnection(previous);
    await own?.close().catch(() => {});
    server?.destroy();
  });

  for (const [name, outage] of [
    ["a crash (kill -9)", (s: PostgresServer) => Promise.resolve(s.kill())],
    ["a fast restart", (s: PostgresServer) => s.stop()],
  ] as const) {
    it(`loses no acknowledged write and recovers within two seconds after ${name}`, async () => {
      const load = steadyLoad(name.replace(/\W+/g, ""));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await outage(server);
      await new Promise((resolve) => setTimeout(resolve, 1500));

      visitor.reset("203.0.113.77");
      const during = await subscribeToNewsletter(null, formData({ email: "during@example.com" }));
      expect(during).toMatchObject({ ok: false, message: DATABASE_UNAVAILABLE });
      // Not "Invalid email or password": nothing was checked.
      const signIn = await signInUser(
        null,
        formData({ email: "someone@example.com", password: "pw-12345678" }),
      );
      expect(signIn).toMatchObject({ ok: false, message: SIGN_IN_UNAVAILABLE });

      await server.start();
      const backAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await load.stop();

      const failures = load.outcomes.filter((o) => !o.ok);
      expect(failures.length, "the outage was seen").toBeGreaterThan(0);
      expect(failures.filter((o) => !o.recognised)).toEqual([]);
      const lastFailure = Math.max(...failures.map((o) => o.at));
      const recoveredAfter = Math.max(0, lastFailure - backAt);
      console.log(
        `[outage] ${name}: ${load.outcomes.length} operations, ${failures.length} failed (all recognised), ` +
          `last failure ${recoveredAfter} ms after the server was back, ${load.acknowledged.length} writes acknowledged`,
      );
      expect(recoveredAfter).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
      expect(load.outcomes.filter((o) => o.at > backAt + RECOVERY_BUDGET_MS && o.ok).length).toBeGreaterThan(
        10,
      );

      const stored = new Set(
        (await own.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions)).map(
          (row) => row.email,
        ),
      );
      expect(load.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    });
  }
});
