import { like } from "drizzle-orm";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { hashIp } from "@/lib/request-ip";
import { blockedUntil, hit, minutesUntil, reset } from "@/lib/rate-limit";

// Sign-in throttling (ASVS V6.3): failures are counted per account and per address; once either
// reaches the limit, every attempt is refused, right password or not, until the window ends.

const PREFIX = "sign-in:";

function keys(identifier: string, ip: string) {
  return {
    account: `${PREFIX}account:${identifier.trim().toLowerCase()}`,
    address: `${PREFIX}ip:${hashIp(ip)}`,
  };
}

function limits() {
  const { SIGN_IN_MAX_FAILURES: perAccount, SIGN_IN_WINDOW_MINUTES: minutes } = env();
  // One address may hold several people (an office, a school), so it gets a wider allowance.
  return { perAccount, perAddress: perAccount * 4, windowMs: minutes * 60_000 };
}

export function tooManyAttemptsMessage(until: Date): string {
  const minutes = minutesUntil(until);
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The refusal message when this identifier or address is locked out, otherwise null. */
export async function checkSignInAllowed(identifier: string, ip: string): Promise<string | null> {
  const k = keys(identifier, ip);
  const { perAccount, perAddress } = limits();
  const [account, address] = await Promise.all([
    blockedUntil([k.account], perAccount),
    blockedUntil([k.address], perAddress),
  ]);
  const until = [account, address].filter((d): d is Date => d !== null).sort((a, b) => +b - +a)[0];
  return until ? tooManyAttemptsMessage(until) : null;
}

export async function recordSignInFailure(identifier: string, ip: string): Promise<void> {
  const k = keys(identifier, ip);
  const { windowMs } = limits();
  await Promise.all([hit(k.account, windowMs), hit(k.address, windowMs)]);
}

export async function recordSignInSuccess(identifier: string, ip: string): Promise<void> {
  await reset([keys(identifier, ip).account]);
}

/** Lifts every sign-in lockout (admin System screen). */
export async function clearSignInLockouts(): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(like(rateLimits.key, `${PREFIX}%`))
    .returning({ key: rateLimits.key });
  return removed.length;
}
