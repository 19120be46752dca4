import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { sanitizePostHtml } from "@/lib/blog/sanitize";
import { db } from "@/lib/db";
import { newsletterDeliveries, newsletterIssues } from "@/lib/db/schema";

// Writes of newsletter issues, no access checks (issue-actions.ts checks the admin, the creators' actions
// the page's owner). Every write names the list it is for: `pageId` null is the site's own newsletter, so
// an id of another list's issue changes nothing. Only drafts and scheduled issues can change: once a
// send has started its text is what the recipients got.

/** The issues of one list: a creator's page, or (null) the site's own. */
export const ofList = (pageId: string | null) =>
  pageId ? eq(newsletterIssues.pageId, pageId) : isNull(newsletterIssues.pageId);

export async function saveIssue(
  input: { id?: string; subject: string; html: string; postId?: number | null },
  pageId: string | null = null,
) {
  const values = { subject: input.subject, html: sanitizePostHtml(input.html), updatedAt: new Date() };
  if (input.id) {
    const [row] = await db
      .update(newsletterIssues)
      .set(values)
      .where(
        and(
          eq(newsletterIssues.id, input.id),
          ofList(pageId),
          inArray(newsletterIssues.status, ["draft", "scheduled"]),
        ),
      )
      .returning({ id: newsletterIssues.id });
    return row?.id ?? null;
  }
  const [row] = await db
    .insert(newsletterIssues)
    .values({ ...values, postId: input.postId ?? null, pageId })
    .returning({ id: newsletterIssues.id });
  return row!.id;
}

/** Marks a draft (or a scheduled issue) to go out at `at`; the send queue starts it when its time comes. */
export async function scheduleIssue(id: string, at: Date, pageId: string | null = null): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: "scheduled", scheduledAt: at, updatedAt: new Date() })
    .where(
      and(
        eq(newsletterIssues.id, id),
        ofList(pageId),
        inArray(newsletterIssues.status, ["draft", "scheduled"]),
      ),
    )
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/** A scheduled issue goes back to being a draft. */
export async function unscheduleIssue(id: string, pageId: string | null = null): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: "draft", scheduledAt: null, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), ofList(pageId), eq(newsletterIssues.status, "scheduled")))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

export async function deleteDraft(id: string, pageId: string | null = null): Promise<boolean> {
  const rows = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), ofList(pageId), eq(newsletterIssues.status, "draft")))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

/** Failed recipients go back in the queue; the issue is sending again until they are through. */
export async function retryFailed(id: string, pageId: string | null = null): Promise<number> {
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.id, id), ofList(pageId)));
    if (!issue) return 0;
    const rows = await tx
      .update(newsletterDeliveries)
      .set({ status: "pending", error: null, updatedAt: new Date() })
      .where(and(eq(newsletterDeliveries.issueId, id), eq(newsletterDeliveries.status, "failed")))
      .returning({ id: newsletterDeliveries.id });
    if (rows.length > 0) {
      await tx
        .update(newsletterIssues)
        .set({ status: "sending", updatedAt: sql`now()` })
        .where(eq(newsletterIssues.id, id));
    }
    return rows.length;
  });
}
