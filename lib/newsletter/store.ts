import { and, eq, ne, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { newsletterSubscriptions } from "@/lib/db/schema";
import { unsubscribeFromPage } from "@/lib/biolinks/subscribers";

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

/** The confirmation link followed: a pending address becomes active. False when it was not pending. */
export async function confirmSubscription(email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: "active", updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.email, email.trim().toLowerCase()),
        eq(newsletterSubscriptions.status, "pending"),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** True when the address was subscribed (active or not). */
export async function unsubscribe(email: string): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", updatedAt: sql`now()` })
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()))
    .returning({ id: newsletterSubscriptions.id });
  return updated.length > 0;
}

/** The reader leaves the list a mail came from: a creator's page (`list`) or the site's newsletter. */
export const leaveList = (email: string, list?: string) =>
  list ? unsubscribeFromPage(list, email) : unsubscribe(email);
