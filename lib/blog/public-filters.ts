import { and, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { escapeLike } from "@/lib/db/like";
import { categories, posts, postTags, tags } from "@/lib/db/schema";
import { isLive } from "./status";

// Shared by the public reads: drafts and not-yet-due scheduled posts never match.

export interface PublicPostFilter {
  categorySlug?: string;
  tagSlug?: string;
  /** Searched in title and content; LIKE wildcards in it match literally. */
  q?: string;
}

/** Published, or scheduled and due (the filter publishes it, never a write). */
export const isPublished = isLive;

/** Conditions on posts left-joined to categories. */
export function publicPostConditions(filter: PublicPostFilter = {}): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isPublished];
  if (filter.categorySlug) conditions.push(eq(categories.slug, filter.categorySlug));
  if (filter.tagSlug) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(postTags)
          .innerJoin(tags, eq(tags.id, postTags.tagId))
          .where(and(eq(postTags.postId, posts.id), eq(tags.slug, filter.tagSlug))),
      ),
    );
  }
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(posts.title, pattern), ilike(posts.content, pattern)));
  }
  return and(...conditions);
}
