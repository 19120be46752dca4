import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts, tags } from "@/lib/db/schema";
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

/** Every published post and every category and tag page, for the sitemap. */
export async function getSitemapData() {
  const [postRows, categoryRows, tagRows] = await Promise.all([
    db
      .select({ slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(isPublished)
      .orderBy(desc(posts.publishedAt), desc(posts.id)),
    db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.slug)),
    db.select({ slug: tags.slug, updatedAt: tags.updatedAt }).from(tags).orderBy(asc(tags.slug)),
  ]);
  return { posts: postRows, categories: categoryRows, tags: tagRows };
}
