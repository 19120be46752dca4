import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { posts } from "@/lib/db/schema";

/**
 * Scheduled posts whose time has come become published, with that time as their publish date. Called
 * by every read that lists or shows posts, so no cron job is needed; the partial index on scheduled
 * posts keeps it a no-op lookup when nothing is due.
 */
export async function publishDueScheduledPosts(now: Date = new Date()): Promise<number> {
  const promoted = await db
    .update(posts)
    .set({ status: "published", publishedAt: sql`${posts.scheduledPublishAt}` })
    .where(and(eq(posts.status, "scheduled"), lte(posts.scheduledPublishAt, now)))
    .returning({ id: posts.id });
  return promoted.length;
}
