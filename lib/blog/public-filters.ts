import { and, eq, exists, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts, postTags, tags } from "@/lib/db/schema";
import { isLive } from "./status";
import { matchesPostSearch } from "./search-sql";

// Shared by the public reads: drafts and not-yet-due scheduled posts never match.

export interface PublicPostFilter {
  categorySlug?: string;
  tagSlug?: string;
  /** Full-text search in title, excerpt and content (any text: it is never query syntax that can fail). */
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
  if (filter.q) conditions.push(matchesPostSearch(filter.q));
  return and(...conditions);
}
