import { and, eq, lte, or, sql } from "drizzle-orm";
import { posts } from "@/lib/db/schema";
import type { PostStatus } from "@/lib/db/tables/blog";

// A scheduled post goes live when its time comes without any write: every read decides by the clock of
// the database (now()), so no cron job and no read-time UPDATE are needed, and all processes agree.

/** Matches posts visitors may see: published, or scheduled with a time that has come. */
export const isLive = or(
  eq(posts.status, "published"),
  and(eq(posts.status, "scheduled"), lte(posts.scheduledPublishAt, sql`now()`)),
);

/** The status an editor should see: a scheduled post whose time has passed counts as published. */
export const effectiveStatus = sql<PostStatus>`(case when ${posts.status} = 'scheduled' and ${posts.scheduledPublishAt} <= now() then 'published' else ${posts.status} end)`;
