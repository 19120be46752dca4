import { sql, type SQL } from "drizzle-orm";
import { posts } from "@/lib/db/schema";
import { POST_SEARCH_CONFIG, postPlainText } from "@/lib/db/tables/blog";
import { MARK_END, MARK_START } from "./highlight";

// Full-text search over posts' generated `search` column (GIN-indexed). websearch_to_tsquery takes any
// text a visitor types (quotes, "or", "-word", stray punctuation) without a syntax error, so a search can
// never fail; callers cap its length.

export function postSearchQuery(q: string): SQL {
  return sql`websearch_to_tsquery(${POST_SEARCH_CONFIG}, ${q})`;
}

/** The condition the GIN index serves. */
export function matchesPostSearch(q: string): SQL {
  return sql`${posts.search} @@ ${postSearchQuery(q)}`;
}

/**
 * Relevance: a title match (weight 1.0) before an excerpt match (0.4), by how often and how densely the
 * words occur there; posts matched only in their content tie at 0, and the caller orders those by date.
 */
export function postSearchRank(q: string): SQL<number> {
  return sql<number>`ts_rank(${posts.searchRank}, ${postSearchQuery(q)}, 1)`;
}

// Markers are private-use characters, removed from the text first so a post cannot forge one; the page
// splits on them and renders everything else as text.
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/** Up to two passages of the excerpt and content around the matched words, which are marked. */
export function postSearchSnippet(q: string): SQL<string> {
  // The excerpt is plain text: escaped like the content's text, so the snippet decodes both alike.
  const excerpt = sql`replace(replace(replace(coalesce(${posts.excerpt}, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;
  const text = sql`${excerpt} || ' ' || ${postPlainText(posts.content)}`;
  // Two replace calls, not translate(): translate walks the text a character at a time, ~0.06 ms a post.
  const unmarked = sql`replace(replace(${text}, ${MARK_START}, ''), ${MARK_END}, '')`;
  return sql<string>`ts_headline(${POST_SEARCH_CONFIG}, ${unmarked}, ${postSearchQuery(q)}, ${HEADLINE_OPTIONS})`;
}
