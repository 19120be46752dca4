import { eq, or } from "drizzle-orm";
import { db } from "@/lib/db";
import { user } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { signInGuessingEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { minutesUntil } from "@/lib/rate-limit";
import { clientIp, hashIp } from "@/lib/request-ip";
import { issueDeviceCookie, knownDeviceNonce, type DeviceCookie } from "./device-cookie";
import {
  clearAll,
  forget,
  isLocked,
  releaseAttempt,
  reserveAttempt,
  resetFailures,
  type Rule,
} from "./throttle-store";
import { formatCount } from "@/lib/format";

// Sign-in throttling with OWASP's device cookies ("Slow Down Online Guessing Attacks with Device
// Cookies"). A browser that signed in to an account before (a known device) is throttled on its own, so
// someone guessing from elsewhere can never lock the owner out. Every other attempt on the account (from
// unknown devices, or a known device that locked itself out) shares one counter whose lockouts back off
// exponentially, plus one per address; the owner gets an e-mail when that account counter locks. An
// account is one counter however it is named (username or e-mail). Attempts are counted before the
// password is checked (so concurrent guesses cannot overshoot) and forgiven when it was right.

export interface SignInAttempt {
  /** The username or e-mail address typed in. */
  identifier: string;
  ip: string;
  cookieHeader: string | null;
}

/** The attempt of a better-auth sign-in request (its body names the account by username or e-mail). */
export function signInAttemptOf(request: { body?: unknown; headers?: Headers }): SignInAttempt {
  const body = (request.body ?? {}) as { username?: unknown; email?: unknown };
  const headers = request.headers ?? new Headers();
  return {
    identifier: String(body.username ?? body.email ?? ""),
    ip: clientIp(headers),
    cookieHeader: headers.get("cookie"),
  };
}

interface Account {
  id: string;
  email: string;
}

type Lane = {
  account: Account | null;
  checks: { key: string; rule: Rule; notify: boolean }[];
  device: boolean;
};

function rules() {
  const { SIGN_IN_MAX_FAILURES: limit, SIGN_IN_WINDOW_MINUTES: minutes } = env();
  const windowMs = minutes * 60_000;
  return {
    device: { limit, windowMs, backoff: false },
    account: { limit, windowMs, backoff: true },
    // One address may hold several people (an office, a school), so it gets a wider allowance.
    address: { limit: limit * 4, windowMs, backoff: false },
  } satisfies Record<string, Rule>;
}

async function findAccount(identifier: string): Promise<Account | null> {
  const name = identifier.trim().toLowerCase();
  if (!name) return null;
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(or(eq(user.username, name), eq(user.email, name)))
    .limit(1);
  return row ?? null;
}

async function laneOf(attempt: SignInAttempt): Promise<Lane> {
  const account = await findAccount(attempt.identifier);
  const nonce = account ? knownDeviceNonce(attempt.cookieHeader, account.id) : null;
  if (nonce && !(await isLocked(`sign-in:device:${nonce}`))) {
    return {
      account,
      device: true,
      checks: [{ key: `sign-in:device:${nonce}`, rule: rules().device, notify: false }],
    };
  }
  // Unknown names get a counter of their own, so they behave exactly like accounts.
  const accountKey = account
    ? `sign-in:account:${account.id}`
    : `sign-in:name:${attempt.identifier.trim().toLowerCase()}`;
  return {
    account,
    device: false,
    checks: [
      { key: accountKey, rule: rules().account, notify: account !== null },
      { key: `sign-in:ip:${hashIp(attempt.ip)}`, rule: rules().address, notify: false },
    ],
  };
}

export function tooManyAttemptsMessage(until: Date): string {
  const minutes = minutesUntil(until);
  return `Too many attempts, try again in ${formatCount(minutes, "minute")}`;
}

async function warnOwner(account: Account, until: Date): Promise<void> {
  try {
    const resetUrl = new URL("/forgot-password", env().SITE_URL).toString();
    await sendEmail(signInGuessingEmail(minutesUntil(until), resetUrl), { to: account.email });
  } catch (error) {
    console.error("[auth] could not warn an account owner about sign-in guessing", error);
  }
}

/**
 * Counts this attempt as a failure before its password is checked. Returns the refusal message when the
 * attempt is over a limit, otherwise null (the password may be checked).
 */
export async function beginSignInAttempt(attempt: SignInAttempt): Promise<string | null> {
  const lane = await laneOf(attempt);
  for (const check of lane.checks) {
    const reservation = await reserveAttempt(check.key, check.rule);
    if (reservation.ok) continue;
    if (reservation.startedLockout && check.notify && lane.account)
      await warnOwner(lane.account, reservation.until);
    return tooManyAttemptsMessage(reservation.until);
  }
  return null;
}

/**
 * After the right password: the attempt was no failure, and the browser becomes (or stays) a known
 * device of the account, with a fresh cookie to set.
 */
export async function completeSignInAttempt(attempt: SignInAttempt): Promise<DeviceCookie | null> {
  const lane = await laneOf(attempt);
  if (!lane.account) return null;
  const [first, address] = lane.checks;
  // Failures count in a row: the device or account starts afresh (an account keeps its strikes); the
  // address, which others may share, only gets this attempt back.
  if (first) await (lane.device ? forget(first.key) : resetFailures(first.key));
  if (address) await releaseAttempt(address.key);
  return issueDeviceCookie(lane.account.id);
}

/**
 * After the right password when a code is still due: the attempt was no failure, but earlier failures
 * stand (someone holding the password could otherwise wipe the count before each guess at the code).
 */
export async function passPasswordStep(attempt: SignInAttempt): Promise<void> {
  const lane = await laneOf(attempt);
  for (const check of lane.checks) await releaseAttempt(check.key);
}

/** Lifts every sign-in lockout (admin System screen). */
export async function clearSignInLockouts(): Promise<number> {
  return clearAll();
}
