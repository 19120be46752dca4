import "server-only";
import { and, eq } from "drizzle-orm";
import { cache } from "react";
import { db } from "@/lib/db";
import { categories, posts, postSlugRedirects } from "@/lib/db/schema";
import { tagsByPost, type TermRef } from "./embed";
import { isPublished } from "./public-filters";
import { readingMinutes } from "./sanitize";

/** One published post by slug with its category and tags; shared by generateMetadata and the page. */
export const getPublicPost = cache(async (slug: string) => {
  const [row] = await db
    .select({
      id: posts.id,
      title: posts.title,
      slug: posts.slug,
      content: posts.content,
      excerpt: posts.excerpt,
      featuredImage: posts.featuredImage,
      author: posts.author,
      seoTitle: posts.seoTitle,
      seoDescription: posts.seoDescription,
      seoKeywords: posts.seoKeywords,
      canonicalUrl: posts.canonicalUrl,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      categoryId: posts.categoryId,
      category: { id: categories.id, name: categories.name, slug: categories.slug, color: categories.color },
    })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(and(eq(posts.slug, slug), isPublished));
  if (!row) return null;
  const tags = (await tagsByPost([row.id])).get(row.id) ?? [];
  return {
    ...row,
    category: row.category?.id ? (row.category as TermRef) : null,
    tags,
    readingMinutes: readingMinutes(row.content),
  };
});
export type PublicPost = NonNullable<Awaited<ReturnType<typeof getPublicPost>>>;

/** The current slug of a published post that used to be called `oldSlug`, if any. */
export async function findRenamedPostSlug(oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.oldSlug, oldSlug), isPublished));
  return row?.slug ?? null;
}
