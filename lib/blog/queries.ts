import "server-only";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { escapeLike } from "@/lib/db/like";
import { categories, posts, postTags, tags } from "@/lib/db/schema";
import { POSTS_PAGE_SIZE } from "./constants";
import { tagsByPost, type TermRef } from "./embed";
import { matchesPostSearch } from "./search-sql";
import { effectiveStatus } from "./status";
import type { PostListFilters } from "./validation";

// Admin reads. Public reads live in public-queries.ts. Statuses are effective ones (./status): a scheduled
// post whose time has passed shows, filters and counts as published, though its row still says scheduled.

const sortColumns = {
  created_at: posts.createdAt,
  updated_at: posts.updatedAt,
  published_at: posts.publishedAt,
  views: posts.views,
  title: posts.title,
} as const;

function filterConditions(filters: PostListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(effectiveStatus, filters.status));
  if (filters.category) conditions.push(eq(posts.categoryId, filters.category));
  if (filters.q) conditions.push(matchesPostSearch(filters.q));
  return and(...conditions);
}

export async function listPosts(filters: PostListFilters) {
  const where = filterConditions(filters);
  const column = sortColumns[filters.sort];
  // Each order matches an index of lib/db/tables/blog.ts (the id breaks ties in the same direction).
  const order =
    filters.dir === "asc"
      ? [asc(column), asc(posts.id)]
      : column === posts.publishedAt
        ? [sql`${column} desc nulls last`, sql`${posts.id} desc nulls last`]
        : [desc(column), desc(posts.id)];
  const [rows, total] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        slug: posts.slug,
        excerpt: posts.excerpt,
        featuredImage: posts.featuredImage,
        status: effectiveStatus,
        views: posts.views,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
        publishedAt: posts.publishedAt,
        scheduledPublishAt: posts.scheduledPublishAt,
        category: {
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          color: categories.color,
        },
      })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(POSTS_PAGE_SIZE)
      .offset((filters.page - 1) * POSTS_PAGE_SIZE),
    db.$count(posts, where),
  ]);
  const tagMap = await tagsByPost(rows.map((r) => r.id));
  return {
    posts: rows.map((r) => ({
      ...r,
      category: r.category?.id ? (r.category as TermRef) : null,
      tags: tagMap.get(r.id) ?? [],
    })),
    total,
  };
}
export type AdminPostRow = Awaited<ReturnType<typeof listPosts>>["posts"][number];

export async function getPostStats() {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${effectiveStatus} = 'published'))::int`,
      drafts: sql<number>`(count(*) filter (where ${effectiveStatus} = 'draft'))::int`,
      scheduled: sql<number>`(count(*) filter (where ${effectiveStatus} = 'scheduled'))::int`,
      totalViews: sql<number>`coalesce(sum(${posts.views}), 0)::int`,
    })
    .from(posts);
  return row ?? { total: 0, published: 0, drafts: 0, scheduled: 0, totalViews: 0 };
}

export async function getPostForEdit(id: number) {
  const [row] = await db.select({ post: posts, status: effectiveStatus }).from(posts).where(eq(posts.id, id));
  if (!row) return null;
  // A due scheduled post opens as published, so saving it again keeps it live.
  const post = { ...row.post, status: row.status };
  const tagRows = await db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, id));
  return { ...post, tagIds: tagRows.map((t) => t.tagId) };
}

function termSearch(table: typeof categories | typeof tags, q?: string) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(table.name, pattern), ilike(table.slug, pattern));
}

/** Categories or tags ordered by name, optionally searched by name or slug, with their post counts. */
export async function listTerms(kind: "category" | "tag", q?: string) {
  const table = kind === "category" ? categories : tags;
  // A join, not a correlated subquery: inside `sql` Drizzle writes bare column names, and a bare "id"
  // in a subquery on posts would mean the post's id, not the category's.
  const base = db
    .select({
      id: table.id,
      name: table.name,
      slug: table.slug,
      description: table.description,
      color: table.color,
      postCount:
        kind === "category"
          ? sql<number>`count(${posts.id})::int`
          : sql<number>`count(${postTags.postId})::int`,
    })
    .from(table);
  const joined =
    kind === "category"
      ? base.leftJoin(posts, eq(posts.categoryId, categories.id))
      : base.leftJoin(postTags, eq(postTags.tagId, tags.id));
  return joined.where(termSearch(table, q)).groupBy(table.id).orderBy(asc(table.name));
}
export type TermRow = Awaited<ReturnType<typeof listTerms>>[number];
