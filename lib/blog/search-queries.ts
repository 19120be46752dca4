import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts } from "@/lib/db/schema";
import { POSTS_PAGE_SIZE } from "./constants";
import { snippetParts } from "./highlight";
import { publicPostConditions } from "./public-filters";
import { cardColumns, toCards } from "./public-queries";
import { postSearchRank, postSearchSnippet } from "./search-sql";

/**
 * Published posts matching a full-text search, best first (title matches outrank excerpt matches,
 * which outrank content matches; then newest), one page of 12 with the total, each with a snippet whose
 * matched words are marked.
 */
export async function searchPublishedPosts(q: string, page = 1) {
  const where = publicPostConditions({ q });
  // Ranked and paged first, so the costly snippets are made for the 12 rows shown, not every match. The
  // total comes from the same scan: a count of its own would run the search a second time, and a phrase
  // checks each candidate's whole search vector (~55 ms for a phrase of two common words).
  const ranked = db
    .select({
      id: posts.id,
      rank: postSearchRank(q).as("rank"),
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(posts)
    .where(where)
    .orderBy(sql`rank desc`, desc(posts.publishedAt), desc(posts.id))
    .limit(POSTS_PAGE_SIZE)
    .offset((page - 1) * POSTS_PAGE_SIZE)
    .as("ranked");
  const [rows, total] = await db.transaction(async (tx) => {
    // A common word matches most posts, and the planner then prefers reading the whole table, which
    // decompresses every post's search vector to test it (~130 ms at 10,000 posts); the GIN index answers
    // without reading them (~2 ms). SET LOCAL ends with this transaction.
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await tx
      .select({ ...cardColumns, snippet: postSearchSnippet(q), total: sql<number>`${ranked.total}::int` })
      .from(ranked)
      .innerJoin(posts, eq(posts.id, ranked.id))
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .orderBy(sql`${ranked.rank} desc`, desc(posts.publishedAt), desc(posts.id));
    if (rows.length > 0 || page === 1) return [rows, rows[0]?.total ?? 0] as const;
    // A page past the last has no row to carry the total.
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(posts)
      .where(where);
    return [rows, count?.total ?? 0] as const;
  });
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the total is the page's, not a card's
  const cards = await toCards(rows.map(({ total: _total, ...row }) => row));
  return {
    posts: cards.map((card, i) => ({ ...card, snippet: snippetParts(rows[i]!.snippet) })),
    total,
    pageCount: Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE)),
  };
}
