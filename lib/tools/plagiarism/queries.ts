import "server-only";
import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { ebooks, plagiarismFingerprints, plagiarismSources, posts } from "@/lib/db/schema";

// Only what visitors can read counts as the site's published corpus: published posts (and scheduled ones
// whose time has come) and published ebooks.

const isPublic = or(
  eq(posts.status, "published"),
  and(eq(posts.status, "scheduled"), lte(posts.scheduledPublishAt, sql`now()`)),
  eq(ebooks.status, "published"),
);

/** The public sources sharing the most fingerprints with the query, best first. */
export async function candidateSources(k: number, hashes: number[], limit = 8): Promise<number[]> {
  if (hashes.length === 0) return [];
  const shared = sql<number>`count(distinct ${plagiarismFingerprints.hash})`;
  const rows = await db
    .select({ id: plagiarismFingerprints.sourceId, shared })
    .from(plagiarismFingerprints)
    .innerJoin(plagiarismSources, eq(plagiarismSources.id, plagiarismFingerprints.sourceId))
    .leftJoin(posts, eq(posts.id, plagiarismSources.postId))
    .leftJoin(ebooks, eq(ebooks.id, plagiarismSources.ebookId))
    .where(
      and(eq(plagiarismFingerprints.shingleWords, k), inArray(plagiarismFingerprints.hash, hashes), isPublic),
    )
    .groupBy(plagiarismFingerprints.sourceId)
    .orderBy(desc(shared))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface SourceText {
  id: number;
  text: string;
  title: string;
  kind: "post" | "ebook";
  slug: string;
}

export async function getSourceTexts(ids: number[]): Promise<SourceText[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: plagiarismSources.id,
      text: plagiarismSources.text,
      postTitle: posts.title,
      postSlug: posts.slug,
      ebookTitle: ebooks.title,
      ebookSlug: ebooks.slug,
    })
    .from(plagiarismSources)
    .leftJoin(posts, eq(posts.id, plagiarismSources.postId))
    .leftJoin(ebooks, eq(ebooks.id, plagiarismSources.ebookId))
    .where(inArray(plagiarismSources.id, ids));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    title: r.postTitle ?? r.ebookTitle ?? "",
    kind: r.postSlug ? "post" : "ebook",
    slug: r.postSlug ?? r.ebookSlug ?? "",
  }));
}
