import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { signInThrottles } from "@/lib/db/schema";

// The counters behind lib/auth/throttle.ts. Each attempt is counted by one atomic upsert before the
// password is checked, so concurrent guesses cannot slip past a limit between a check and a count.

const t = signInThrottles;
const unlocked = or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`));
const interval = (ms: number) => sql`(${`${ms} milliseconds`}::interval)`;
// Strikes fall back to nothing after a quiet day.
const STRIKES_FORGOTTEN_AFTER = sql`interval '1 day'`;
const LONGEST_LOCKOUT = sql`interval '1 day'`;

export interface Rule {
  limit: number;
  windowMs: number;
  /** Each lockout in a row lasts twice the one before (up to a day); otherwise one window each. */
  backoff: boolean;
}

export type Reservation = { ok: true } | { ok: false; until: Date; startedLockout: boolean };

async function lockedUntil(key: string): Promise<Date> {
  const [row] = await db.select({ until: t.lockedUntil }).from(t).where(eq(t.key, key));
  return row?.until ?? new Date();
}

/** Counts one attempt on `key`; refused when the key is locked or this attempt is one over the limit. */
export async function reserveAttempt(key: string, rule: Rule): Promise<Reservation> {
  const windowEnd = sql`now() + ${interval(rule.windowMs)}`;
  const fresh = lte(t.windowEndsAt, sql`now()`);
  const [counted] = await db
    .insert(t)
    .values({ key, failures: 1, windowEndsAt: windowEnd as unknown as Date })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${t.failures} + 1 end`,
        windowEndsAt: sql`case when ${fresh} then ${windowEnd} else ${t.windowEndsAt} end`,
      },
      setWhere: unlocked,
    })
    .returning({ failures: t.failures });
  if (!counted) return { ok: false, until: await lockedUntil(key), startedLockout: false };
  if (counted.failures <= rule.limit) return { ok: true };

  // One over the limit: lock the key. Of concurrent requests, only the first finds it unlocked.
  const strikes = sql`case when ${t.lockedUntil} is null or ${t.lockedUntil} < now() - ${STRIKES_FORGOTTEN_AFTER} then 1 else ${t.strikes} + 1 end`;
  const factor = rule.backoff ? sql`power(2, ${strikes} - 1)` : sql`1`;
  const [locked] = await db
    .update(t)
    .set({
      strikes,
      failures: 0,
      lockedUntil: sql`now() + least(${interval(rule.windowMs)} * ${factor}, ${LONGEST_LOCKOUT})`,
    })
    .where(and(eq(t.key, key), unlocked))
    .returning({ until: t.lockedUntil });
  if (locked?.until) {
    await pruneStale();
    return { ok: false, until: locked.until, startedLockout: true };
  }
  return { ok: false, until: await lockedUntil(key), startedLockout: false };
}

/**
 * Forgets keys quiet for a day (their strikes would be forgotten by then anyway), so names and addresses
 * a visitor makes up cannot pile up. Run when a lockout starts: guessing is what creates such keys.
 */
async function pruneStale(): Promise<void> {
  await db
    .delete(t)
    .where(
      and(
        lte(t.windowEndsAt, sql`now() - ${STRIKES_FORGOTTEN_AFTER}`),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now() - ${STRIKES_FORGOTTEN_AFTER}`)),
      ),
    );
}

/** Gives back the attempt counted on `key` (it was no failure). */
export async function releaseAttempt(key: string): Promise<void> {
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(and(eq(t.key, key), gt(t.windowEndsAt, sql`now()`)));
}

/** Starts the count of `key` afresh, keeping its lockout and strikes. */
export async function resetFailures(key: string): Promise<void> {
  await db.update(t).set({ failures: 0 }).where(eq(t.key, key));
}

export async function isLocked(key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: t.key })
    .from(t)
    .where(and(eq(t.key, key), gt(t.lockedUntil, sql`now()`)));
  return Boolean(row);
}

export async function forget(key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/** Lifts every lockout and forgets every count (admin System screen); the number of keys removed. */
export async function clearAll(): Promise<number> {
  const removed = await db.delete(t).returning({ key: t.key });
  return removed.length;
}
