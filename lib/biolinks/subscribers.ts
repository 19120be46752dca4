import { randomBytes } from "node:crypto";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { db, type Database, type Transaction } from "@/lib/db";
import { bioBlocks, bioPages, bioSubscribers, user } from "@/lib/db/schema";
import { isVisible } from "./blocks";
import { CONFIRM_DAYS, hashToken } from "./confirm-token";
import { isPublicPage } from "./public-queries";
import { confirmAndJoin } from "@/lib/newsletter/sequence-members";

// Writes of a creator's e-mail list, no access checks: the sign-up route (anyone, for a public page's
// sign-up block) and the owner's actions check who may call them.

/** The sign-up block `blockId` of the public page `slug`, if a visitor sees it now. */
export async function findSignupTarget(slug: string, blockId: string, now = new Date()) {
  const [row] = await db
    .select({
      pageId: bioPages.id,
      title: bioPages.title,
      displayName: bioPages.displayName,
      enabled: bioBlocks.enabled,
      showFrom: bioBlocks.showFrom,
      showUntil: bioBlocks.showUntil,
    })
    .from(bioBlocks)
    .innerJoin(bioPages, eq(bioPages.id, bioBlocks.pageId))
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(
      and(eq(bioBlocks.id, blockId), eq(bioPages.slug, slug), eq(bioBlocks.type, "signup"), isPublicPage),
    );
  if (!row || !isVisible(row, now)) return null;
  return { pageId: row.pageId, name: row.displayName || row.title };
}

/**
 * Records an address as unconfirmed and returns the token of its confirmation link, or null when the
 * address is confirmed already (nothing to send). Signing up again replaces the earlier link.
 */
export async function addPendingSubscriber(pageId: string, email: string): Promise<string | null> {
  const token = randomBytes(24).toString("base64url");
  return db.transaction(async (tx) => {
    await tx
      .delete(bioSubscribers)
      .where(
        and(
          eq(bioSubscribers.pageId, pageId),
          eq(bioSubscribers.status, "pending"),
          lt(bioSubscribers.createdAt, sql`now() - make_interval(days => ${CONFIRM_DAYS})`),
        ),
      );
    const rows = await tx
      .insert(bioSubscribers)
      .values({ pageId, email, tokenHash: hashToken(token) })
      .onConflictDoUpdate({
        target: [bioSubscribers.pageId, bioSubscribers.email],
        // An address that left the list signs up anew: a new confirmation, as for a first sign-up.
        set: {
          tokenHash: sql`excluded.token_hash`,
          createdAt: sql`now()`,
          status: "pending",
          unsubscribedAt: null,
        },
        setWhere: ne(bioSubscribers.status, "confirmed"),
      })
      .returning({ id: bioSubscribers.id });
    return rows.length > 0 ? token : null;
  });
}

/**
 * Confirms the address whose link carries `token` on page `slug`, which joins the page's welcome sequence
 * if one is on; false for an unknown or old link.
 */
export async function confirmSubscriber(slug: string, token: string): Promise<boolean> {
  const confirmed = await confirmAndJoin(sql`
    update bio_subscribers set status = 'confirmed', confirmed_at = now(), token_hash = null
    where token_hash = ${hashToken(token)} and status = 'pending'
      and created_at > now() - make_interval(days => ${CONFIRM_DAYS})
      and page_id in (select id from bio_pages where slug = ${slug})
    returning email, page_id`);
  return confirmed > 0;
}

/** Deletes one address from a list of `userId`'s pages; false when it is not theirs. */
export async function deleteOwnSubscriber(userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bioSubscribers)
    .where(
      and(
        eq(bioSubscribers.id, id),
        inArray(
          bioSubscribers.pageId,
          db.select({ id: bioPages.id }).from(bioPages).where(eq(bioPages.userId, userId)),
        ),
      ),
    )
    .returning({ id: bioSubscribers.id });
  return rows.length > 0;
}

/** The reader leaves one creator's list (their newsletter's link); true when they were on it. */
export async function unsubscribeFromPage(
  pageId: string,
  email: string,
  database: Database | Transaction = db,
): Promise<boolean> {
  const rows = await database
    .update(bioSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, tokenHash: null })
    .where(
      and(
        eq(bioSubscribers.pageId, pageId),
        eq(bioSubscribers.email, email.toLowerCase()),
        ne(bioSubscribers.status, "unsubscribed"),
      ),
    )
    .returning({ id: bioSubscribers.id });
  return rows.length > 0;
}
