import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";

// Fixed-window counters in Postgres, so a limit holds across processes and restarts.

export interface WindowState {
  count: number;
  resetAt: Date;
}

/** Counts one hit against `key` and returns the window's state after it, in one atomic statement. */
export async function hit(key: string, windowMs: number): Promise<WindowState> {
  const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`${resetAt}` as unknown as Date })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${resetAt} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error(`rate limit upsert for ${key} returned nothing`);
  return row;
}

/** The live windows among `keys` that have reached `limit`, soonest-ending last. */
export async function blockedUntil(keys: string[], limit: number): Promise<Date | null> {
  const live = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(
      and(
        inArray(rateLimits.key, keys),
        gt(rateLimits.resetAt, sql`now()`),
        sql`${rateLimits.count} >= ${limit}`,
      ),
    );
  if (live.length === 0) return null;
  return new Date(Math.max(...live.map((r) => r.resetAt.getTime())));
}

export async function remaining(key: string, limit: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return Math.max(0, limit - (row?.count ?? 0));
}

export async function reset(keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

export function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}

/** Gives back one hit in the live window of `key` (work that was counted but failed). */
export async function release(key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

/** When the live window of `key` ends, if there is one. */
export async function windowEnd(key: string): Promise<Date | null> {
  const [row] = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row?.resetAt ?? null;
}

export type Take = { ok: true; remaining: number } | { ok: false; minutes: number };

/**
 * A named per-visitor limit: `take` counts one use (atomically, before the work runs, so parallel requests
 * cannot overshoot) and refuses past `limit`; `giveBack` returns a use whose work failed.
 */
export function limiter(name: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  const key = (visitor: string) => `${name}:${visitor}`;
  return {
    async take(visitor: string): Promise<Take> {
      const state = await hit(key(visitor), windowMs);
      if (state.count > limit) {
        await release(key(visitor));
        return { ok: false, minutes: minutesUntil(state.resetAt) };
      }
      return { ok: true, remaining: limit - state.count };
    },
    giveBack: (visitor: string) => release(key(visitor)),
  };
}
