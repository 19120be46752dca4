import { and, eq, inArray, ne } from "drizzle-orm";
import { db, type Transaction } from "@/lib/db";
import { removeUnusedFiles } from "@/lib/files/cleanup";
import { categories, posts, postSlugRedirects, postTags, tags } from "@/lib/db/schema";
import { storedFileUrlsIn } from "@/lib/storage/types";
import { indexSources } from "@/lib/tools/plagiarism/store";
import { sanitizePostHtml } from "./sanitize";
import { firstFreeSlug, slugify } from "./slug";
import type { PostFormInput } from "./validation";

export class PostNotFoundError extends Error {
  constructor(id: number) {
    super(`Post ${id} does not exist`);
  }
}

export interface SavedPost {
  id: number;
  slug: string;
  /** Set when the slug changed: the old URL now redirects. */
  previousSlug: string | null;
}

async function uniquePostSlug(tx: Transaction, wanted: string, excludeId?: number): Promise<string> {
  return firstFreeSlug(wanted, async (candidate) => {
    const [row] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(excludeId ? and(eq(posts.slug, candidate), ne(posts.id, excludeId)) : eq(posts.slug, candidate))
      .limit(1);
    return row !== undefined;
  });
}

/** SPEC §4: published_at is set once, when a post is first published; scheduled posts get their time. */
function publishedAtFor(input: PostFormInput, existing: { publishedAt: Date | null } | undefined, now: Date) {
  if (input.status === "scheduled") return input.scheduledPublishAt;
  if (input.status === "published") return existing?.publishedAt ?? now;
  return existing?.publishedAt ?? null;
}

/** Creates or updates a post and replaces its tags, all in one transaction. */
export async function savePost(input: PostFormInput, now: Date = new Date()): Promise<SavedPost> {
  return db.transaction(async (tx) => {
    const [existing] = input.id
      ? await tx
          .select({ slug: posts.slug, publishedAt: posts.publishedAt })
          .from(posts)
          .where(eq(posts.id, input.id))
          .for("update")
      : [];
    if (input.id && !existing) throw new PostNotFoundError(input.id);

    const slug = await uniquePostSlug(tx, slugify(input.slug || input.title), input.id);
    const [category] = input.categoryId
      ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId))
      : [];
    const values = {
      title: input.title,
      slug,
      content: sanitizePostHtml(input.content),
      excerpt: input.excerpt,
      featuredImage: input.featuredImage,
      status: input.status,
      categoryId: category?.id ?? null,
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
      seoKeywords: input.seoKeywords,
      canonicalUrl: input.canonicalUrl,
      scheduledPublishAt: input.status === "scheduled" ? input.scheduledPublishAt : null,
      emailSubscribers: input.emailSubscribers,
      publishedAt: publishedAtFor(input, existing, now),
    };

    const [saved] = input.id
      ? await tx.update(posts).set(values).where(eq(posts.id, input.id)).returning({ id: posts.id })
      : await tx.insert(posts).values(values).returning({ id: posts.id });
    const id = saved!.id;

    // A slug now in use by a live post can no longer redirect elsewhere.
    await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, slug));
    const previousSlug = existing && existing.slug !== slug ? existing.slug : null;
    if (previousSlug) {
      await tx
        .insert(postSlugRedirects)
        .values({ oldSlug: previousSlug, postId: id })
        .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId: id } });
    }

    await tx.delete(postTags).where(eq(postTags.postId, id));
    if (input.tagIds.length > 0) {
      const known = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, input.tagIds));
      if (known.length > 0) await tx.insert(postTags).values(known.map((t) => ({ postId: id, tagId: t.id })));
    }
    await indexSources(tx, { postIds: [id] });
    return { id, slug, previousSlug };
  });
}

/**
 * Deletes posts (their tag links, views and redirects go with them) and returns the slugs removed.
 * The stored files they used go too, unless something else still uses them.
 */
export async function deletePosts(ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await db
    .delete(posts)
    .where(inArray(posts.id, ids))
    .returning({ slug: posts.slug, featuredImage: posts.featuredImage, content: posts.content });
  await removeUnusedFiles(removed.flatMap((r) => [r.featuredImage, ...storedFileUrlsIn(r.content)]));
  return removed.map((r) => r.slug);
}
