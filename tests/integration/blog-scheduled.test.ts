import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBlogAnalytics } from "@/lib/blog/analytics";
import { getFeedPosts } from "@/lib/blog/feed-queries";
import { getPublicPost } from "@/lib/blog/public-post-queries";
import { getRelatedPosts, listPublicTerms, listPublishedPosts } from "@/lib/blog/public-queries";
import { getPostForEdit, getPostStats, listPosts } from "@/lib/blog/queries";
import { blogSitemapEntries } from "@/lib/blog/sitemap";
import { db } from "@/lib/db";
import { rows } from "@/lib/db/migrate";
import { posts } from "@/lib/db/schema";
import { createPost, createTerm } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";

// A scheduled post becomes public when its time comes, by the reads' own filter: every read below runs
// while a trigger makes any write to posts fail, and the row still says "scheduled" afterwards.

// Long enough for the first test's reads on a busy machine (CI met 1.5 s running out).
const DELAY_MS = 5000;
const adminFilters = { sort: "created_at", dir: "desc", page: 1 } as const;
let scheduledId = 0;
let categoryId = 0;
let dueAt: Date;

async function forbidPostWrites(on: boolean) {
  if (on) {
    await db.execute(sql`create or replace function forbid_post_writes() returns trigger language plpgsql as $$
      begin raise exception 'a read wrote to posts'; end $$`);
    await db.execute(sql`create trigger posts_read_only before insert or update or delete on posts
      for each statement execute function forbid_post_writes()`);
  } else {
    await db.execute(sql`drop trigger if exists posts_read_only on posts`);
    await db.execute(sql`drop function if exists forbid_post_writes()`);
  }
}

/** What every public and admin read says about the scheduled post. */
async function whatReadsSay() {
  const [list, post, feed, sitemap, terms, related, adminPublished, adminScheduled, stats, analytics, edit] =
    await Promise.all([
      listPublishedPosts(),
      getPublicPost("launch"),
      getFeedPosts(),
      blogSitemapEntries(),
      listPublicTerms(),
      getRelatedPosts({ id: -1, categoryId, tagIds: [] }),
      listPosts({ ...adminFilters, status: "published" }),
      listPosts({ ...adminFilters, status: "scheduled" }),
      getPostStats(),
      getBlogAnalytics(),
      getPostForEdit(scheduledId),
    ]);
  return {
    listed: list.posts.some((p) => p.slug === "launch"),
    page: post !== null,
    feed: feed.some((p) => p.slug === "launch"),
    sitemap: sitemap.some((e) => e.path === "/blog/launch"),
    categoryCount: terms.categories.find((c) => c.slug === "news")?.count ?? 0,
    related: related.some((p) => p.slug === "launch"),
    adminStatus: adminScheduled.posts.some((p) => p.slug === "launch")
      ? "scheduled"
      : adminPublished.posts.find((p) => p.slug === "launch")?.status,
    stats: { published: stats.published, scheduled: stats.scheduled },
    dashboard: { published: analytics.publishedPosts, scheduled: analytics.scheduledPosts },
    dashboardTop: analytics.topPosts.some((p) => p.slug === "launch"),
    editStatus: edit?.status,
  };
}

beforeAll(async () => {
  await truncateAll();
  categoryId = (await createTerm("category", "News", "news")).id;
  await createPost({ title: "Already out", slug: "already-out", categoryId });
  await createPost({ title: "Draft", slug: "draft", status: "draft", categoryId });
  // The database's clock decides, so the time is taken from it.
  const [now] = rows<{ now: Date | string }>(await db.execute(sql`select now() as now`));
  dueAt = new Date(new Date(now!.now).getTime() + DELAY_MS);
  const scheduled = await createPost({
    title: "Launch",
    slug: "launch",
    status: "scheduled",
    scheduledPublishAt: dueAt,
    categoryId,
  });
  scheduledId = scheduled.id;
  await forbidPostWrites(true);
});

afterAll(() => forbidPostWrites(false));

describe("a scheduled post", () => {
  it("is hidden from visitors and shown as scheduled to editors before its time", async () => {
    expect(await whatReadsSay()).toEqual({
      listed: false,
      page: false,
      feed: false,
      sitemap: false,
      categoryCount: 1,
      related: false,
      adminStatus: "scheduled",
      stats: { published: 1, scheduled: 1 },
      dashboard: { published: 1, scheduled: 1 },
      dashboardTop: false,
      editStatus: "scheduled",
    });
  });

  it("appears everywhere at its time, as published, with no write on read", async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt.getTime() - Date.now()) + 300));
    expect(await whatReadsSay()).toEqual({
      listed: true,
      page: true,
      feed: true,
      sitemap: true,
      categoryCount: 2,
      related: true,
      adminStatus: "published",
      stats: { published: 2, scheduled: 0 },
      dashboard: { published: 2, scheduled: 0 },
      dashboardTop: true,
      editStatus: "published",
    });
    const [row] = await db
      .select({ status: posts.status, publishedAt: posts.publishedAt })
      .from(posts)
      .where(eq(posts.id, scheduledId));
    expect(row).toEqual({ status: "scheduled", publishedAt: dueAt });
  });

  it("cannot be written to while the trigger stands (the guard itself works)", async () => {
    await expect(db.update(posts).set({ views: 1 }).where(eq(posts.id, scheduledId))).rejects.toThrow();
  });
});
