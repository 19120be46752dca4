import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts, tags } from "@/lib/db/schema";

export interface BlogTotals {
  totalPosts: number;
  publishedPosts: number;
  totalViews: number;
  totalCategories: number;
  totalTags: number;
}

export async function getBlogTotals(): Promise<BlogTotals> {
  const [row] = await db
    .select({
      totalPosts: sql<number>`count(*)::int`,
      publishedPosts: sql<number>`(count(*) filter (where ${posts.status} = 'published'))::int`,
      totalViews: sql<number>`(coalesce(sum(${posts.views}) filter (where ${posts.status} = 'published'), 0))::int`,
    })
    .from(posts);
  const [totalCategories, totalTags] = await Promise.all([db.$count(categories), db.$count(tags)]);
  return {
    totalPosts: row?.totalPosts ?? 0,
    publishedPosts: row?.publishedPosts ?? 0,
    totalViews: row?.totalViews ?? 0,
    totalCategories,
    totalTags,
  };
}
