import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { sanitizePostHtml } from "@/lib/blog/sanitize";
import { firstFreeSlug, MAX_SLUG_LENGTH, slugify } from "@/lib/blog/slug";
import { db, type Transaction } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { newsletterDeliveries, newsletterIssues } from "@/lib/db/schema";

// Writes of newsletter issues, no access checks (issue-actions.ts checks the admin, the creators' actions
// the page's owner). Every write names the list it is for: `pageId` null is the site's own newsletter, so
// an id of another list's issue changes nothing. Only drafts and scheduled issues can change: once a
// send has started its text is what the recipients got.

/** Every issue row of one list, its welcome sequence's e-mails among them. */
const ofWholeList = (pageId: string | null) =>
  pageId ? eq(newsletterIssues.pageId, pageId) : isNull(newsletterIssues.pageId);

/**
 * The issues of one list: a creator's page, or (null) the site's own. A welcome sequence's e-mails are
 * rows of the table too, but not issues one sends, schedules or lists (lib/newsletter/sequence-store.ts).
 */
export const ofList = (pageId: string | null) =>
  and(ofWholeList(pageId), isNull(newsletterIssues.sequenceId));

/** Addresses under /newsletter that are the archive's own pages, not an issue's. */
const RESERVED_SLUGS = new Set(["page", "confirm", "unsubscribe", "report"]);

/** The subject's slug, with SPEC's "-1", "-2" suffix when another issue of the list has it. */
export function freeSlug(tx: Transaction, subject: string, pageId: string | null, exceptId?: string) {
  return firstFreeSlug(slugify(subject).slice(0, MAX_SLUG_LENGTH - 10) || "issue", async (candidate) => {
    if (RESERVED_SLUGS.has(candidate)) return true;
    const [taken] = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(
        and(
          ofWholeList(pageId),
          eq(newsletterIssues.slug, candidate),
          exceptId ? ne(newsletterIssues.id, exceptId) : undefined,
        ),
      );
    return taken !== undefined;
  });
}

type NewIssue = Omit<typeof newsletterIssues.$inferInsert, "pageId">;

/**
 * A new issue of `pageId`'s list. Unless the form says otherwise, the site's goes on the web once sent;
 * a creator's (issues made before they could choose, and imports) stays off.
 */
export async function insertIssue(tx: Transaction, values: NewIssue, pageId: string | null): Promise<string> {
  const [row] = await tx
    .insert(newsletterIssues)
    .values({ published: pageId === null, ...values, pageId })
    .returning({ id: newsletterIssues.id });
  return row!.id;
}

/**
 * Writes a draft (or a scheduled issue) and returns its id, null when it can no longer change. Its slug
 * follows the subject until it is sent. `published`: whether the list's web archive shows it once sent;
 * a creator's issue stays out of it until they choose.
 */
export async function saveIssue(
  input: { id?: string; subject: string; html: string; postId?: number | null; published?: boolean },
  pageId: string | null = null,
): Promise<string | null> {
  const write = () =>
    db.transaction(async (tx) => {
      const values = {
        subject: input.subject,
        html: sanitizePostHtml(input.html),
        slug: await freeSlug(tx, input.subject, pageId, input.id),
        ...(input.published === undefined ? {} : { published: input.published }),
        updatedAt: new Date(),
      };
      if (input.id) {
        const [row] = await tx
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
      return insertIssue(tx, { ...values, postId: input.postId ?? null }, pageId);
    });
  try {
    return await write();
  } catch (error) {
    // Another save took the same slug between the check and the write: the next one is free.
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
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

/** Whether the list's web archive shows the issue; its slug, or null when the list has no such issue. */
export async function setIssuePublished(
  id: string,
  published: boolean,
  pageId: string | null = null,
): Promise<string | null> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ published })
    .where(and(eq(newsletterIssues.id, id), ofList(pageId)))
    .returning({ slug: newsletterIssues.slug });
  return row?.slug ?? null;
}
