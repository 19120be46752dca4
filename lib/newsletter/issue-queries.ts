import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isPublished } from "@/lib/blog/public-filters";
import { db } from "@/lib/db";
import { ofList } from "./issue-store";
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions, posts } from "@/lib/db/schema";

const counts = {
  sent: sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} = 'sent'))::int`,
  failed: sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} = 'failed'))::int`,
  bounced: sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} = 'bounced'))::int`,
  left: sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} in ('pending', 'sending')))::int`,
  skipped: sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} = 'skipped'))::int`,
  complaints: sql<number>`(count(${newsletterDeliveries.reportedAt}))::int`,
  unsubscribed: sql<number>`(count(${newsletterDeliveries.unsubscribedAt}))::int`,
};

const issueColumns = {
  id: newsletterIssues.id,
  subject: newsletterIssues.subject,
  slug: newsletterIssues.slug,
  published: newsletterIssues.published,
  status: newsletterIssues.status,
  scheduledAt: newsletterIssues.scheduledAt,
  sentAt: newsletterIssues.sentAt,
  pausedUntil: newsletterIssues.pausedUntil,
  heldAt: newsletterIssues.heldAt,
  pauseReason: newsletterIssues.pauseReason,
  createdAt: newsletterIssues.createdAt,
  ...counts,
};

/** The issues of one list (a creator's page; null: the site's own), newest first, with their figures. */
export async function listIssues(limit = 100, pageId: string | null = null) {
  return db
    .select(issueColumns)
    .from(newsletterIssues)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.issueId, newsletterIssues.id))
    .where(ofList(pageId))
    .groupBy(newsletterIssues.id)
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(limit);
}

export async function getIssue(id: string, pageId: string | null = null) {
  const [row] = await db
    .select({ ...issueColumns, html: newsletterIssues.html })
    .from(newsletterIssues)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.issueId, newsletterIssues.id))
    .where(and(eq(newsletterIssues.id, id), ofList(pageId)))
    .groupBy(newsletterIssues.id);
  return row ?? null;
}

export type IssueDetail = NonNullable<Awaited<ReturnType<typeof getIssue>>>;

/** Whom a send starting now would mail: every active subscriber, the list deliver.ts copies when it starts. */
export async function countRecipients(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, "active"));
  return row?.n ?? 0;
}

/** Addresses given up (failed) or refused for good (bounced), with the mail server's answer. */
export async function listFailedDeliveries(issueId: string, limit = 50) {
  return db
    .select({
      email: newsletterDeliveries.email,
      status: newsletterDeliveries.status,
      error: newsletterDeliveries.error,
    })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.issueId, issueId),
        inArray(newsletterDeliveries.status, ["failed", "bounced"]),
      ),
    )
    .orderBy(newsletterDeliveries.status, newsletterDeliveries.email)
    .limit(limit);
}

/** Published posts an issue can start from, newest first. */
export async function listPostsForIssues(limit = 50) {
  return db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(isPublished)
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
}

export async function getPostForIssue(id: number) {
  const [row] = await db
    .select({
      title: posts.title,
      slug: posts.slug,
      excerpt: posts.excerpt,
      featuredImage: posts.featuredImage,
    })
    .from(posts)
    .where(and(eq(posts.id, id), isPublished));
  return row ?? null;
}

/** The newest issue of the site's list made from post `postId`, the one "E-mail this post" made among them. */
export async function issueOfPost(postId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.postId, postId), ofList(null)))
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(1);
  return row?.id ?? null;
}
