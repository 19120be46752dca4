import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioSalts } from "@/lib/db/schema";
import { register, registered } from "@/lib/process-registry";
import { keepUpStatistics } from "./stats/retention";

// A visitor is a hash of (today's salt, address, browser), kept as a 64-bit key. The salt is random, shared
// by every process through the database, and deleted the next day, so a key cannot be recomputed or
// linked to the next day's: unique visitors per day, and no way to follow anyone across days.
// The day's setup (its salt, yesterday's deleted, the statistics' retention and rollup) runs once per day per
// process, behind one promise that every count of that day waits on: never once per waiting click.

interface DaySalt {
  day: string;
  salt: Promise<string>;
  ready?: string;
}

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    bioSalt: DaySalt;
  }
}

export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

async function setUpDay(day: string): Promise<string> {
  await db
    .insert(bioSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: bioSalts.salt }).from(bioSalts).where(eq(bioSalts.day, day));
  await db.delete(bioSalts).where(lt(bioSalts.day, sql`${day}::date`));
  // Off the counts' path: a slow prune must not hold the day's first clicks.
  void keepUpStatistics(day).catch((error: unknown) =>
    console.error("[creatorkit] bio statistics upkeep failed:", (error as Error).message),
  );
  return row!.salt;
}

export function saltFor(day: string): Promise<string> {
  const cached = registered("bioSalt");
  if (cached?.day === day) return cached.salt;
  const salt = setUpDay(day);
  const entry: DaySalt = { day, salt };
  register("bioSalt", entry);
  salt.then((value) => (entry.ready = value)).catch(() => {});
  // A failed setup (the database away) is tried again by the next count, not remembered.
  salt.catch(() => {
    if (registered("bioSalt")?.salt === salt) register("bioSalt", undefined);
  });
  return salt;
}

/** Forgets the cached salt (tests that move the clock). */
export function forgetSalt(): void {
  register("bioSalt", undefined);
}

/** The visitor's key for the day: the hash's first 8 bytes as a signed 64-bit integer (decimal). */
export async function visitorKey(ip: string, userAgent: string, day: string): Promise<string> {
  return keyOf(await saltFor(day), ip, userAgent);
}

/**
 * The same, at once, once the day's salt is known (null before: a count then waits for visitorKey), so
 * that a count makes no promise per click.
 */
export function visitorKeyNow(ip: string, userAgent: string, day: string): string | null {
  const cached = registered("bioSalt");
  if (cached?.day !== day || cached.ready === undefined) return null;
  return keyOf(cached.ready, ip, userAgent);
}

const keyOf = (salt: string, ip: string, userAgent: string) =>
  createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest().readBigInt64BE(0).toString();
