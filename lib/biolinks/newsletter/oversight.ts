import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  bioPages,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSenderSuspensions,
  user,
} from "@/lib/db/schema";

// The admin's view of creators' sends (M3AAWG: a platform that sends for others watches them): who sent
// what, when, to how many, with what bounces and complaints; a send can be paused or stopped and an account's
// sending suspended. No access checks here: oversight-actions.ts checks the admin.

const count = (status: string) =>
  sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} = ${status}))::int`;

/** Every creator's send that went or goes out, newest first. */
export async function listCreatorSends(limit = 100) {
  return db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      scheduledAt: newsletterIssues.scheduledAt,
      heldAt: newsletterIssues.heldAt,
      slug: bioPages.slug,
      ownerId: user.id,
      ownerEmail: user.email,
      suspended: sql<boolean>`exists (select 1 from ${newsletterSenderSuspensions} s where s.user_id = ${user.id})`,
      recipients: sql<number>`count(${newsletterDeliveries.id})::int`,
      sent: count("sent"),
      bounced: count("bounced"),
      failed: count("failed"),
      complaints: sql<number>`count(${newsletterDeliveries.reportedAt})::int`,
      unsubscribed: sql<number>`count(${newsletterDeliveries.unsubscribedAt})::int`,
    })
    .from(newsletterIssues)
    .innerJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
    .innerJoin(user, eq(user.id, bioPages.userId))
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.issueId, newsletterIssues.id))
    .where(
      and(
        isNotNull(newsletterIssues.pageId),
        inArray(newsletterIssues.status, ["scheduled", "sending", "sent", "stopped"]),
      ),
    )
    .groupBy(newsletterIssues.id, bioPages.slug, user.id)
    .orderBy(desc(newsletterIssues.scheduledAt))
    .limit(limit);
}

export const STOPPED = "Stopped by the admin";

/** Stops a creator's scheduled or running send: whoever was not mailed yet is skipped. */
export async function stopCreatorSend(id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stopped = await tx
      .update(newsletterIssues)
      .set({ status: "stopped", updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterIssues.id, id),
          isNotNull(newsletterIssues.pageId),
          inArray(newsletterIssues.status, ["scheduled", "sending"]),
        ),
      )
      .returning({ id: newsletterIssues.id });
    if (stopped.length === 0) return false;
    await tx
      .update(newsletterDeliveries)
      .set({ status: "skipped", error: STOPPED, updatedAt: sql`now()` })
      .where(and(eq(newsletterDeliveries.issueId, id), eq(newsletterDeliveries.status, "pending")));
    return true;
  });
}

/**
 * Pauses (`hold`) a creator's scheduled or running send, or lets it go on: a held send takes no batch, and
 * one due meanwhile starts but mails nobody until it is let go.
 */
export async function holdCreatorSend(id: string, hold: boolean): Promise<boolean> {
  const changed = await db
    .update(newsletterIssues)
    .set({ heldAt: hold ? sql`now()` : null, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterIssues.id, id),
        isNotNull(newsletterIssues.pageId),
        inArray(newsletterIssues.status, ["scheduled", "sending"]),
        hold ? isNull(newsletterIssues.heldAt) : isNotNull(newsletterIssues.heldAt),
      ),
    )
    .returning({ id: newsletterIssues.id });
  return changed.length > 0;
}

/** True when the account was not suspended before. */
export async function suspendSender(userId: string): Promise<boolean> {
  const added = await db
    .insert(newsletterSenderSuspensions)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: newsletterSenderSuspensions.userId });
  return added.length > 0;
}

export async function liftSuspension(userId: string): Promise<void> {
  await db.delete(newsletterSenderSuspensions).where(eq(newsletterSenderSuspensions.userId, userId));
}

export async function isSuspended(userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: newsletterSenderSuspensions.userId })
    .from(newsletterSenderSuspensions)
    .where(eq(newsletterSenderSuspensions.userId, userId));
  return row !== undefined;
}
