import "server-only";
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts, postViewsDaily, tags } from "@/lib/db/schema";
import type { PostStatus } from "@/lib/db/tables/blog";
import { DASHBOARD_LIST_SIZE } from "./constants";
import { effectiveStatus } from "./status";

export interface BlogTotals {
  totalPosts: number;
  publishedPosts: number;
  draftPosts: number;
  scheduledPosts: number;
  totalViews: number;
  totalCategories: number;
  totalTags: number;
}

/** SPEC §3: a post without a category counts under this name. */
export const UNCATEGORIZED = "Uncategorized";

/** Counts by effective status (./status): a due scheduled post counts as published. */
export async function getBlogTotals(): Promise<BlogTotals> {
  const [row] = await db
    .select({
      totalPosts: sql<number>`count(*)::int`,
      publishedPosts: sql<number>`(count(*) filter (where ${effectiveStatus} = 'published'))::int`,
      draftPosts: sql<number>`(count(*) filter (where ${effectiveStatus} = 'draft'))::int`,
      scheduledPosts: sql<number>`(count(*) filter (where ${effectiveStatus} = 'scheduled'))::int`,
      totalViews: sql<number>`(coalesce(sum(${posts.views}) filter (where ${effectiveStatus} = 'published'), 0))::int`,
    })
    .from(posts);
  const [totalCategories, totalTags] = await Promise.all([db.$count(categories), db.$count(tags)]);
  return {
    totalPosts: row?.totalPosts ?? 0,
    publishedPosts: row?.publishedPosts ?? 0,
    draftPosts: row?.draftPosts ?? 0,
    scheduledPosts: row?.scheduledPosts ?? 0,
    totalViews: row?.totalViews ?? 0,
    totalCategories,
    totalTags,
  };
}

const listColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  status: effectiveStatus,
  views: posts.views,
  createdAt: posts.createdAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug, color: categories.color },
};

/** Everything the dashboard shows (SPEC §3 "Blog analytics result"). */
export async function getBlogAnalytics() {
  const [totals, recentPosts, topPosts, byCategory] = await Promise.all([
    getBlogTotals(),
    db
      .select(listColumns)
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select(listColumns)
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(eq(effectiveStatus, "published"))
      .orderBy(desc(posts.views), desc(posts.id))
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({
        category: sql<string>`coalesce(${categories.name}, ${UNCATEGORIZED})`,
        color: categories.color,
        count: sql<number>`count(*)::int`,
      })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .groupBy(categories.id, categories.name, categories.color)
      .orderBy(sql`count(*) desc`, asc(sql`coalesce(${categories.name}, ${UNCATEGORIZED})`)),
  ]);
  const postsByStatus: { status: PostStatus; count: number }[] = [
    { status: "published", count: totals.publishedPosts },
    { status: "draft", count: totals.draftPosts },
    { status: "scheduled", count: totals.scheduledPosts },
  ];
  const withCategory = <T extends { category: { id: number | null } | null }>(row: T) => ({
    ...row,
    category: row.category?.id ? row.category : null,
  });
  return {
    ...totals,
    recentPosts: recentPosts.map(withCategory),
    topPosts: topPosts.map(withCategory),
    postsByStatus,
    postsByCategory: byCategory,
  };
}
export type BlogAnalytics = Awaited<ReturnType<typeof getBlogAnalytics>>;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Views per day for the last `days` days up to `now` (UTC days), with zero for days without views. */
export async function getViewsPerDay(days = 30, now: Date = new Date()) {
  const last = utcDay(now);
  const first = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const rows = await db
    .select({ day: postViewsDaily.day, views: sql<number>`sum(${postViewsDaily.views})::int` })
    .from(postViewsDaily)
    .where(and(gte(postViewsDaily.day, first), lte(postViewsDaily.day, last)))
    .groupBy(postViewsDaily.day);
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  return Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000));
    return { day, views: byDay.get(day) ?? 0 };
  });
}
