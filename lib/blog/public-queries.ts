import "server-only";
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { cache } from "react";
import { db } from "@/lib/db";
import { categories, posts, postTags, tags } from "@/lib/db/schema";
import { POSTS_PAGE_SIZE } from "./constants";
import { tagsByPost, type TermRef } from "./embed";
import { postSummary } from "./excerpt";
import { isPublished, publicPostConditions, type PublicPostFilter } from "./public-filters";
import { readingMinutes } from "./sanitize";

// Public reads. Scheduled posts appear at their time through isPublished; reads never write.

export const cardColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  content: posts.content,
  featuredImage: posts.featuredImage,
  publishedAt: posts.publishedAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug, color: categories.color },
};

type CardRow = {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featuredImage: string | null;
  publishedAt: Date | null;
  category: { id: number | null; name: string | null; slug: string | null; color: string | null } | null;
};

export async function toCards(rows: CardRow[]) {
  const tagMap = await tagsByPost(rows.map((r) => r.id));
  return rows.map(({ content, excerpt, category, ...row }) => ({
    ...row,
    summary: postSummary({ excerpt, content }),
    readingMinutes: readingMinutes(content),
    category: category?.id ? (category as TermRef) : null,
    tags: tagMap.get(row.id) ?? [],
  }));
}
export type PostCardData = Awaited<ReturnType<typeof toCards>>[number];

/** Published posts matching the filter, newest first, one page of 12, with the total. */
export async function listPublishedPosts(filter: PublicPostFilter = {}, page = 1) {
  const where = publicPostConditions(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(cardColumns)
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(POSTS_PAGE_SIZE)
      .offset((page - 1) * POSTS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where),
  ]);
  const total = count?.total ?? 0;
  return { posts: await toCards(rows), total, pageCount: Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE)) };
}

/** Up to 3 other published posts sharing the category or a tag, newest first. */
export async function getRelatedPosts(post: { id: number; categoryId: number | null; tagIds: number[] }) {
  const sharesTag =
    post.tagIds.length > 0
      ? inArray(
          posts.id,
          db.select({ id: postTags.postId }).from(postTags).where(inArray(postTags.tagId, post.tagIds)),
        )
      : undefined;
  const sameCategory = post.categoryId ? eq(posts.categoryId, post.categoryId) : undefined;
  if (!sharesTag && !sameCategory) return [];
  const rows = await db
    .select(cardColumns)
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(and(isPublished, ne(posts.id, post.id), or(sameCategory, sharesTag)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(3);
  return toCards(rows);
}

/** A category or tag by slug, for its listing page's heading (shared by generateMetadata and the page). */
export const getPublicTerm = cache(async (kind: "category" | "tag", slug: string) => {
  const table = kind === "category" ? categories : tags;
  const [term] = await db
    .select({ name: table.name, slug: table.slug, description: table.description, color: table.color })
    .from(table)
    .where(eq(table.slug, slug));
  return term ?? null;
});

/** Categories and tags that have published posts, with how many, for the listing's filters. */
export async function listPublicTerms() {
  const [categoryRows, tagRows] = await Promise.all([
    db
      .select({
        name: categories.name,
        slug: categories.slug,
        color: categories.color,
        count: sql<number>`count(*)::int`,
      })
      .from(categories)
      .innerJoin(posts, and(eq(posts.categoryId, categories.id), isPublished))
      .groupBy(categories.id)
      .orderBy(asc(categories.name)),
    db
      .select({ name: tags.name, slug: tags.slug, color: tags.color, count: sql<number>`count(*)::int` })
      .from(tags)
      .innerJoin(postTags, eq(postTags.tagId, tags.id))
      .innerJoin(posts, and(eq(posts.id, postTags.postId), isPublished))
      .groupBy(tags.id)
      .orderBy(asc(tags.name)),
  ]);
  return { categories: categoryRows, tags: tagRows };
}
