import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { newsletterSubscriptions } from "@/lib/db/schema";

export type SubscribeOutcome = "created" | "reactivated" | "already-active";

/**
 * SPEC §4: an unsubscribed address becomes active again, an active one is a success with no change,
 * anything else is a new active row. One statement, so two quick submissions cannot both insert.
 */
export async function subscribe(email: string, source = "website"): Promise<SubscribeOutcome> {
  const address = email.trim().toLowerCase();
  const [before] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, address));
  if (before?.status === "active") return "already-active";
  await db
    .insert(newsletterSubscriptions)
    .values({ email: address, status: "active", source })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: "active", source: sql`excluded.source` },
    });
  return before ? "reactivated" : "created";
}

/** True when the address was subscribed (active or not). */
export async function unsubscribe(email: string): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed" })
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()))
    .returning({ id: newsletterSubscriptions.id });
  return updated.length > 0;
}
