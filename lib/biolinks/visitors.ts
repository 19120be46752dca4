import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioSalts } from "@/lib/db/schema";
import { pruneStatistics } from "./stats/prune";

// A visitor is sha256(today's salt, address, browser). The salt is random, shared by every process
// through the database, and deleted the next day, so a hash cannot be recomputed or linked to the next
// day's: unique visitors per day, and no way to follow anyone across days.

const holder = globalThis as unknown as { __creatorkitBioSalt?: { day: string; salt: string } };

export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function saltFor(day: string): Promise<string> {
  const cached = holder.__creatorkitBioSalt;
  if (cached?.day === day) return cached.salt;
  await db
    .insert(bioSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: bioSalts.salt }).from(bioSalts).where(eq(bioSalts.day, day));
  await db.delete(bioSalts).where(lt(bioSalts.day, sql`${day}::date`));
  await pruneStatistics(day);
  holder.__creatorkitBioSalt = { day, salt: row!.salt };
  return row!.salt;
}

/** Forgets the cached salt (tests that move the clock). */
export function forgetSalt(): void {
  holder.__creatorkitBioSalt = undefined;
}

export async function visitorHash(ip: string, userAgent: string, day: string): Promise<string> {
  const salt = await saltFor(day);
  return createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}
