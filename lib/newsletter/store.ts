import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { db, type Database, type Transaction } from "@/lib/db";
import { newsletterDeliveries, newsletterSubscriptions } from "@/lib/db/schema";
import { unsubscribeFromPage } from "@/lib/biolinks/subscribers";
import { confirmAndJoin } from "./sequence-members";

// SPEC §4 with double opt-in (DESIGN, Mail): a sign-up makes a new or unsubscribed address "pending" and
// the confirmation link makes it "active"; an active address stays as it is. Single statements, so two
// quick submissions cannot both insert.

/** Marks `email` pending; false when it is active already (nothing to confirm, nothing to send). */
export async function markPending(email: string, source = "website"): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email: email.trim().toLowerCase(), status: "pending", source })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: "pending", source: sql`excluded.source`, updatedAt: sql`now()` },
      setWhere: ne(newsletterSubscriptions.status, "active"),
    })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/**
 * The confirmation link followed: a pending address becomes active, and joins the welcome sequence if
 * one is on. False when it was not pending.
 */
export async function confirmSubscription(email: string): Promise<boolean> {
  const confirmed = await confirmAndJoin(sql`
    update newsletter_subscriptions set status = 'active', updated_at = now()
    where email = ${email.trim().toLowerCase()} and status = 'pending'
    returning email, null::uuid as page_id`);
  return confirmed > 0;
}

/** True when the address was subscribed (active or not). */
export async function unsubscribe(email: string, database: Database | Transaction = db): Promise<boolean> {
  const updated = await database
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", updatedAt: sql`now()` })
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()))
    .returning({ id: newsletterSubscriptions.id });
  return updated.length > 0;
}

/**
 * The reader leaves the list a mail came from: a creator's page (`list`) or the site's newsletter. With
 * `issue`, the mail whose link they followed, that send counts them as unsubscribed (once, and only a mail
 * of that list to that address).
 */
export async function leaveList(email: string, list?: string, issue?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const left = await (list ? unsubscribeFromPage(list, email, tx) : unsubscribe(email, tx));
    if (!left || !issue) return left;
    await tx
      .update(newsletterDeliveries)
      .set({ unsubscribedAt: sql`now()` })
      .where(
        and(
          eq(newsletterDeliveries.issueId, issue),
          eq(newsletterDeliveries.email, email.trim().toLowerCase()),
          isNull(newsletterDeliveries.unsubscribedAt),
          sql`exists (select 1 from newsletter_issues i
            where i.id = ${issue} and i.page_id is not distinct from ${list ?? null}::uuid)`,
        ),
      );
    return left;
  });
}
