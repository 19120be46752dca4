import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioEvents, bioPages, user } from "@/lib/db/schema";
import { isVisible } from "./blocks";
import { VIEW_BLOCK_ID } from "./queries";

/**
 * Counts one view (blockId = VIEW_BLOCK_ID) or click. One statement: the first event of a visitor on a
 * day inserts their row (with its referrer), every repeat adds to it, so concurrent events never lose a
 * count and a visitor cannot add rows by changing the referrer they report.
 */
export async function recordEvent(event: {
  pageId: string;
  blockId: string;
  day: string;
  visitorHash: string;
  mobile: boolean;
  /** Normalised host (see referrer.ts), '' for Direct. */
  referrer: string;
}): Promise<void> {
  await db
    .insert(bioEvents)
    .values(event)
    .onConflictDoUpdate({
      target: [bioEvents.pageId, bioEvents.day, bioEvents.blockId, bioEvents.visitorHash],
      set: { hits: sql`${bioEvents.hits} + 1` },
    });
}

const publicOwner = and(
  eq(bioPages.published, true),
  sql`${bioPages.disabledAt} is null`,
  eq(user.emailVerified, true),
  sql`not (coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`,
);

/** A link block a visitor may follow now, with its page and owner; the redirect target comes from here. */
export async function findClickTarget(slug: string, blockId: string, now: Date = new Date()) {
  const [row] = await db
    .select({
      url: sql<string>`${bioBlocks.payload} ->> 'url'`,
      pageId: bioPages.id,
      ownerId: bioPages.userId,
      enabled: bioBlocks.enabled,
      showFrom: bioBlocks.showFrom,
      showUntil: bioBlocks.showUntil,
    })
    .from(bioBlocks)
    .innerJoin(bioPages, eq(bioPages.id, bioBlocks.pageId))
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(and(eq(bioBlocks.id, blockId), eq(bioPages.slug, slug), eq(bioBlocks.type, "link"), publicOwner));
  return row && row.url && isVisible(row, now) ? row : null;
}

/** The public page a view beacon counts for, with its owner. */
export async function findViewTarget(slug: string) {
  const [row] = await db
    .select({ pageId: bioPages.id, ownerId: bioPages.userId })
    .from(bioPages)
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(and(eq(bioPages.slug, slug), publicOwner));
  return row ?? null;
}

export { VIEW_BLOCK_ID };
