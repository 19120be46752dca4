import { register, registered } from "@/lib/process-registry";

// Telling "the database is away" from a bug. A database that is restarting, crashed or unreachable is not
// the visitor's fault and not ours: pages and handlers answer 503 with Retry-After (lib/http/unavailable.ts),
// actions say so in words (lib/action.ts), cached pages keep serving (lib/cache/handler.ts); lib/db/probe.ts
// asks the database itself.

/** What a server action answers while the database is away. */
export const DATABASE_UNAVAILABLE =
  "We could not save this just now. Nothing was lost: please try again in a moment.";

/** What a sign-in answers while the database is away (not "wrong password": nothing was checked). */
export const SIGN_IN_UNAVAILABLE =
  "We could not sign you in just now: the site is briefly unavailable. Please try again in a moment.";

/** What a page or an API answers while the database is away. */
export const SITE_UNAVAILABLE = "The site is briefly unavailable. Please try again in a moment.";

/** Seconds a 503 asks the client to wait: about how long a PostgreSQL restart takes. */
export const RETRY_AFTER_SECONDS = 5;

// postgres.js names its own connection failures; Node names the socket's.
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

// SQLSTATE: class 08 (connection exception), 57P01–57P03 (the server shutting down, crashed, starting up),
// 53300 (too many connections).
function isUnavailableState(code: string): boolean {
  return /^08/.test(code) || /^57P0[1-3]$/.test(code) || code === "53300";
}

/** True when `error` (or what it wraps: Drizzle wraps the driver's error as its cause) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** For a catch that words its own failure: a database that is away is left to the action wrapper's message. */
export function rethrowIfDatabaseUnavailable(error: unknown): void {
  if (isDatabaseUnavailable(error)) throw error;
}

// When the database last failed a query (lib/db/postgres-client.ts notes it). One per process
// (lib/process-registry.ts): the server's own modules (lib/http/unavailable.ts) and Next's bundles are
// separate copies in one process.
declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    /** Epoch ms. */
    databaseFailedAt: number;
  }
}

/** Records that a query just failed because the database was away; returns the error, for `throw`. */
export function noteDatabaseFailure<E>(error: E): E {
  if (isDatabaseUnavailable(error)) register("databaseFailedAt", Date.now());
  return error;
}

/** Whether a query failed for want of the database at or after `time` (epoch ms). */
export function databaseFailedSince(time: number): boolean {
  return (registered("databaseFailedAt") ?? 0) >= time;
}
