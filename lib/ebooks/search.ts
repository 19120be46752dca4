import { z } from "@/lib/zod";
import { ALL_CATEGORIES } from "./constants";

// The public library's search: /ebooks?q=…&category=… (a plain GET form, so a search typed before the
// page's JavaScript runs is answered too), rewritten to /ebooks/search, which renders per request
// (next.config.ts): the cached /ebooks never answers a query.

export const MAX_EBOOK_SEARCH_LENGTH = 100;

const text = z.string().trim().max(MAX_EBOOK_SEARCH_LENGTH).optional().catch(undefined);

/** A query string's search: repeated, overlong or missing values search for nothing. */
export const ebookSearchSchema = z.object({
  q: text.transform((v) => v || undefined),
  category: text.transform((v) => (v && v !== ALL_CATEGORIES ? v : undefined)),
});
export type EbookSearch = Partial<z.output<typeof ebookSearchSchema>>;

/** The ebooks of `category` (all when unset) whose title holds `q`, ignoring case. */
export function matchingEbooks<T extends { title: string; categorySlug: string | null }>(
  ebooks: T[],
  { q, category }: EbookSearch,
): T[] {
  const words = q?.toLowerCase();
  return ebooks.filter(
    (e) => (!category || e.categorySlug === category) && (!words || e.title.toLowerCase().includes(words)),
  );
}
