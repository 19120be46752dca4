import { BIO_SLUG_PATTERN } from "@/lib/biolinks/slug";
import { MAX_SLUG_LENGTH, MAX_TERM_SLUG_LENGTH } from "@/lib/blog/slug";
import { NON_PAGE_POLICY } from "./csp";

// Every unknown address of an ISR route renders once and is cached as a 404, so a scanner's made-up slugs
// cost a render and a cache entry each. An address whose parameter no saved slug could ever match (too
// long, or with characters slugify never writes) is refused here, before routing, rendering and caching.

const slug = (max: number) => (value: string) => value.length <= max && /^[a-z0-9-]+$/.test(value);
const post = slug(MAX_SLUG_LENGTH);
const term = slug(MAX_TERM_SLUG_LENGTH);
/** lib/blog/public-validation.ts parsePageParam: 1 to 999999, no leading zeros. */
const pageNumber = (value: string) => /^[1-9]\d{0,5}$/.test(value);
const bioPage = (value: string) => BIO_SLUG_PATTERN.test(value);
/** SPEC's tool slug keeps word characters; the registry's longest is far shorter (tests/unit check it). */
const tool = (value: string) => /^[a-z0-9_-]{1,80}$/.test(value);

// Each public route with parameters: a pattern capturing them in order, and the check of each.
const ROUTES: [RegExp, ((value: string) => boolean)[]][] = [
  [/^\/blog\/page\/([^/]*)\/?$/, [pageNumber]],
  [/^\/blog\/(?:category|tag)\/([^/]*)(?:\/page\/([^/]*))?\/?$/, [term, pageNumber]],
  [/^\/blog\/(?!(?:page|category|tag)(?:\/|$)|rss\.xml$|search\/?$)([^/]+)/, [post]],
  [/^\/newsletter\/page\/([^/]*)\/?$/, [pageNumber]],
  [/^\/newsletter\/(?!(?:page|confirm|unsubscribe|report)(?:\/|$)|rss\.xml$)([^/]+)/, [post]],
  [/^\/ebooks\/category\/([^/]*)\/?$/, [term]],
  [/^\/ebooks\/(?!category(?:\/|$))([^/]+)/, [post]],
  [/^\/l\/([^/]+)/, [bioPage]],
  [/^\/tool\/([^/]+)/, [tool]],
];

/** True when the address names a post, issue, ebook, term, page number, bio page or tool that cannot exist. */
export function isImpossibleSlug(pathname: string): boolean {
  for (const [pattern, checks] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    return checks.some((check, i) => {
      const value = match[i + 1];
      return value !== undefined && !check(value);
    });
  }
  return false;
}

export function impossibleSlugResponse(): Response {
  return new Response("This page could not be found.", {
    status: 404,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": NON_PAGE_POLICY,
    },
  });
}
