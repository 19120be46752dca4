import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, ne } from "drizzle-orm";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { bioDomains, bioPages } from "@/lib/db/schema";
import type { DomainCheck } from "./dns-check";

// Reads and writes of creators' domains, no access checks (the actions check the session; the checks run
// for every pending domain). A page has at most one; a verified domain belongs to one page.

/** How long a domain is checked by itself before its owner must ask again. */
export const PENDING_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

export type DomainRow = typeof bioDomains.$inferSelect;

export const TAKEN = "This domain is already connected to another page.";

/** The page `slug` of `userId` and its domain (null when it has none); null when it is not theirs. */
export async function getOwnDomain(userId: string, slug: string) {
  const [row] = await db
    .select({ pageId: bioPages.id, slug: bioPages.slug, domain: bioDomains })
    .from(bioPages)
    .leftJoin(bioDomains, eq(bioDomains.pageId, bioPages.id))
    .where(and(eq(bioPages.slug, slug), eq(bioPages.userId, userId)));
  return row ?? null;
}

/** The domain of `userId`'s page `pageId`, with the page's slug; null when it has none or is not theirs. */
export async function getOwnDomainById(userId: string, pageId: string) {
  const [row] = await db
    .select({ row: bioDomains, slug: bioPages.slug })
    .from(bioDomains)
    .innerJoin(bioPages, eq(bioPages.id, bioDomains.pageId))
    .where(and(eq(bioDomains.pageId, pageId), eq(bioPages.userId, userId)));
  return row ?? null;
}

async function ownPage(userId: string, pageId: string) {
  const [page] = await db
    .select({ id: bioPages.id, slug: bioPages.slug })
    .from(bioPages)
    .where(and(eq(bioPages.id, pageId), eq(bioPages.userId, userId)));
  return page ?? null;
}

/** Verified for a page other than `pageId`. */
async function takenElsewhere(domain: string, pageId: string): Promise<boolean> {
  const [row] = await db
    .select({ pageId: bioDomains.pageId })
    .from(bioDomains)
    .where(
      and(eq(bioDomains.domain, domain), isNotNull(bioDomains.verifiedAt), ne(bioDomains.pageId, pageId)),
    );
  return Boolean(row);
}

export type ClaimResult =
  { ok: true; row: DomainRow; slug: string; replaced: string | null } | { ok: false; message: string };

/**
 * Gives `userId`'s page `pageId` the domain `domain`, with a new token, replacing its earlier domain if it
 * had another. Claiming the one it has already changes nothing.
 */
export async function claimDomain(userId: string, pageId: string, domain: string): Promise<ClaimResult> {
  const page = await ownPage(userId, pageId);
  if (!page) return { ok: false, message: "That page is not one of yours." };
  if (await takenElsewhere(domain, pageId)) return { ok: false, message: TAKEN };
  const [current] = await db.select().from(bioDomains).where(eq(bioDomains.pageId, pageId));
  if (current?.domain === domain) return { ok: true, row: current, slug: page.slug, replaced: null };
  const token = randomBytes(18).toString("base64url");
  const [row] = await db
    .insert(bioDomains)
    .values({ pageId, domain, token })
    .onConflictDoUpdate({
      target: bioDomains.pageId,
      set: {
        domain,
        token,
        createdAt: new Date(),
        checkedAt: null,
        checks: null,
        verifiedAt: null,
        failedChecks: 0,
        failingSince: null,
        lapsedAt: null,
      },
    })
    .returning();
  return { ok: true, row: row!, slug: page.slug, replaced: current?.domain ?? null };
}

/** Removes the domain of `userId`'s page `pageId`; returns it (null when there was none). */
export async function removeDomain(userId: string, pageId: string) {
  const page = await ownPage(userId, pageId);
  if (!page) return null;
  const [row] = await db.delete(bioDomains).where(eq(bioDomains.pageId, pageId)).returning();
  return row ? { domain: row.domain, slug: page.slug } : null;
}

/** How often a verified domain's records are checked again (check-queue.ts: a pg-boss schedule). */
export const RECHECK_HOURS = 6;
/** A verified domain lapses after this many checks in a row found its records missing or wrong… */
export const LAPSE_AFTER_FAILED_CHECKS = 3;
/** …the first of them at least this long ago: a DNS change a creator is making is not cut short. */
export const LAPSE_AFTER_HOURS = 72;
const HOUR = 60 * 60 * 1000;

/** What a check left the domain as. */
export type CheckOutcome =
  | "verified" // it serves the page, and every record was right (or could not be checked this time)
  | "failing" // it serves the page, but its records were missing or wrong: it lapses if they stay so
  | "lapsed" // this check made it stop serving: its records stayed gone past the grace period
  | "pending"; // not verified (never, or not since it lapsed)

/**
 * Whether the records are definitely not in place: missing or wrong. A lookup that failed (our resolver
 * timing out, SERVFAIL) says nothing of the domain, and never counts towards a lapse.
 */
const definitelyGone = (check: DomainCheck) =>
  check.records.some((r) => r.status === "missing" || r.status === "wrong");

/**
 * Keeps what a check found. A domain not verified becomes verified when every record was right, unless
 * another page verified it first (then the check says so). A verified one counts its failed checks in a
 * row, and lapses (stops being verified, so it serves nothing, gets no certificate, and anyone whose
 * records it holds may connect it) after LAPSE_AFTER_FAILED_CHECKS of them over LAPSE_AFTER_HOURS.
 */
export async function recordCheck(
  row: DomainRow,
  check: DomainCheck,
  now = new Date(),
): Promise<CheckOutcome> {
  const where = and(eq(bioDomains.pageId, row.pageId), eq(bioDomains.domain, row.domain));
  const records = { records: check.records };
  if (row.verifiedAt) {
    if (!definitelyGone(check)) {
      await db
        .update(bioDomains)
        .set({
          checks: records,
          checkedAt: now,
          ...(check.verified ? { failedChecks: 0, failingSince: null } : {}),
        })
        .where(where);
      return check.verified || row.failedChecks === 0 ? "verified" : "failing";
    }
    const failedChecks = row.failedChecks + 1;
    const failingSince = row.failingSince ?? now;
    const lapse =
      failedChecks >= LAPSE_AFTER_FAILED_CHECKS &&
      now.getTime() - failingSince.getTime() >= LAPSE_AFTER_HOURS * HOUR;
    await db
      .update(bioDomains)
      .set({
        checks: records,
        checkedAt: now,
        ...(lapse
          ? { verifiedAt: null, lapsedAt: now, failedChecks: 0, failingSince: null }
          : { failedChecks, failingSince }),
      })
      .where(where);
    return lapse ? "lapsed" : "failing";
  }
  const verify = { verifiedAt: now, lapsedAt: null, failedChecks: 0, failingSince: null };
  try {
    await db
      .update(bioDomains)
      .set({ checks: records, checkedAt: now, ...(check.verified ? verify : {}) })
      .where(where);
    return check.verified ? "verified" : "pending";
  } catch (error) {
    if (!check.verified || !isUniqueViolation(error)) throw error;
    await db
      .update(bioDomains)
      .set({ checks: { ...records, message: TAKEN }, checkedAt: now })
      .where(where);
    return "pending";
  }
}

/** Domains still waiting for their records, for the periodic check. */
export async function pendingDomains(now = new Date()): Promise<DomainRow[]> {
  return db
    .select()
    .from(bioDomains)
    .where(
      and(
        isNull(bioDomains.verifiedAt),
        gt(bioDomains.createdAt, new Date(now.getTime() - PENDING_DAYS * DAY)),
      ),
    );
}

/** Verified domains, for their periodic check. */
export async function verifiedDomains(): Promise<DomainRow[]> {
  return db.select().from(bioDomains).where(isNotNull(bioDomains.verifiedAt));
}

/** The verified domain of the page `slug`, if it has one. */
export async function verifiedDomain(slug: string): Promise<string | null> {
  const [row] = await db
    .select({ domain: bioDomains.domain })
    .from(bioDomains)
    .innerJoin(bioPages, eq(bioPages.id, bioDomains.pageId))
    .where(and(eq(bioPages.slug, slug), isNotNull(bioDomains.verifiedAt)));
  return row?.domain ?? null;
}
