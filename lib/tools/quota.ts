import "server-only";
import { env } from "@/lib/env";
import { hit, minutesUntil, release, remaining, windowEnd } from "@/lib/rate-limit";
import { formatCount } from "@/lib/format";

// Free generations per visitor (hashed IP) per hour, counted in Postgres so the limit holds across
// processes. A generation is counted before it runs, so parallel requests cannot overshoot, and given back
// if it fails.

const HOUR = 60 * 60 * 1000;

export interface Quota {
  limit: number;
  remaining: number;
  resetAt: string | null;
}

const key = (visitor: string) => `tools:${visitor}`;

export function generationLimit(): number {
  return env().TOOL_GENERATIONS_PER_HOUR;
}

export async function getQuota(visitor: string): Promise<Quota> {
  const limit = generationLimit();
  const end = await windowEnd(key(visitor));
  return { limit, remaining: await remaining(key(visitor), limit), resetAt: end?.toISOString() ?? null };
}

export type Take = { ok: true; quota: Quota } | { ok: false; quota: Quota; message: string };

export async function takeGeneration(visitor: string): Promise<Take> {
  const limit = generationLimit();
  const state = await hit(key(visitor), HOUR);
  if (state.count > limit) {
    await release(key(visitor));
    const minutes = minutesUntil(state.resetAt);
    return {
      ok: false,
      quota: { limit, remaining: 0, resetAt: state.resetAt.toISOString() },
      message: `You have used all ${limit} free generations for this hour. Try again in ${formatCount(minutes, "minute")}; your inputs stay on the page.`,
    };
  }
  return { ok: true, quota: { limit, remaining: limit - state.count, resetAt: state.resetAt.toISOString() } };
}

/** A failed generation does not count. */
export async function refundGeneration(visitor: string): Promise<void> {
  await release(key(visitor));
}
