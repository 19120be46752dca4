import { sql } from "drizzle-orm";
import { register, registered } from "@/lib/process-registry";
import { connection } from "./client";

// Whether the database answers, for the places that must decide without a query of their own: the server's
// 500 → 503 (lib/http/unavailable.ts) and the page cache's last good copy (lib/cache/handler.ts).

const PROBE_TIMEOUT_MS = 2000;
/**
 * A failed probe is trusted this long, so an outage costs the database one probe a second, not one a
 * request. A probe that answered "up" is not kept: the database can go the next moment, and a page due for
 * rendering would then be rendered against it and fail (the page cache serves the last good copy on
 * "down"). Callers at the same time share one probe either way.
 */
const PROBE_TTL_MS = 1000;

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    /** The last probe, while it is trusted or under way. */
    databaseProbe: { at: number; answer: Promise<boolean> };
    /** When a probe last found the database away (epoch ms). */
    databaseDownAt: number;
  }
}

/** Whether a probe found the database away in the last second (no new probe). */
export function databaseKnownDown(now = Date.now()): boolean {
  return now - (registered("databaseDownAt") ?? 0) < PROBE_TTL_MS;
}

/** Whether the database answers `select 1` within two seconds ("no" remembered for a second). */
export function databaseReachable(now = Date.now()): Promise<boolean> {
  const last = registered("databaseProbe");
  if (last && now - last.at < PROBE_TTL_MS) return last.answer;
  const answer = probe();
  register("databaseProbe", { at: now, answer });
  void answer.then((up) => {
    if (!up) register("databaseDownAt", Date.now());
    else if (registered("databaseProbe")?.answer === answer) register("databaseProbe", undefined);
  });
  return answer;
}

async function probe(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const query = connection()
      .db.execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      );
    return await Promise.race([query, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
