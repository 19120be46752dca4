import { sql } from "drizzle-orm";
import { connection } from "./client";

// Whether the database answers, for the places that must decide without a query of their own: the server's
// 500 → 503 (lib/http/unavailable.ts) and the page cache's last good copy (lib/cache/handler.ts).

const PROBE_TIMEOUT_MS = 2000;
/** A failed probe is trusted this long, so an outage costs the database one probe a second, not one a request. */
const PROBE_TTL_MS = 1000;
const PROBE = Symbol.for("creatorkit.databaseProbe");
const holder = globalThis as { [PROBE]?: { at: number; answer: Promise<boolean> } };

/** Whether the database answers `select 1` within two seconds (remembered for a second). */
export function databaseReachable(now = Date.now()): Promise<boolean> {
  const last = holder[PROBE];
  if (last && now - last.at < PROBE_TTL_MS) return last.answer;
  const answer = probe();
  holder[PROBE] = { at: now, answer };
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
