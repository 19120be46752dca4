import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts } from "@/lib/db/schema";
import { isPublished } from "./public-filters";

export const FEED_SIZE = 20;

/** The latest published posts with their full content, for the RSS feed. */
export async function getFeedPosts(limit = FEED_SIZE) {
  return db
    .select({
      title: posts.title,
      slug: posts.slug,
      excerpt: posts.excerpt,
      content: posts.content,
      author: posts.author,
      publishedAt: posts.publishedAt,
      category: categories.name,
    })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(isPublished)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
}
