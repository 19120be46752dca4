import path from "node:path";
import { readFileSync } from "node:fs";
import { NEXT_CACHE_TAGS_HEADER } from "next/dist/lib/constants.js";
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from "next/dist/server/lib/incremental-cache";

// Next's `cacheHandler` interface is declared only in its internals. Next's IncrementalCache
// (next/dist/server/lib/incremental-cache/index.js) constructs the class with a context naming the build's
// server directory, calls get(key, ctx) and set(key, value, ctx) with the entry's cacheControl, and judges
// what get() returns itself. tests/unit/next-upgrade-contract.test.ts drives our handler through it.

export type { CacheHandler as NextCacheHandler, CacheHandlerContext, CacheHandlerValue };
export type CachedValue = CacheHandlerValue["value"];
export type CacheControl = CacheHandlerValue["cacheControl"];
export type GetContext = Parameters<CacheHandler["get"]>[1];
export type SetContext = Parameters<CacheHandler["set"]>[2];
export type AppPageValue = Extract<CachedValue, { kind: "APP_PAGE" }>;

/**
 * The build directory (.next): Next passes its `server/` folder as `serverDistDir`, and serves the files under
 * its `static/` as /_next/static/ (next/dist/build/index.js lays the directory out).
 */
export function buildDirectory(ctx: CacheHandlerContext): string | undefined {
  return ctx.serverDistDir && path.dirname(ctx.serverDistDir);
}

/** The build's id, which Next writes to BUILD_ID in the build directory; null when there is none. */
export function buildId(ctx: CacheHandlerContext): string | null {
  const dir = buildDirectory(ctx);
  if (!dir) return null;
  try {
    return readFileSync(path.join(dir, "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

/**
 * The tags of a page or route entry: Next stores them in the entry's headers, under the header
 * NEXT_CACHE_TAGS_HEADER names, and reads them from there itself (incremental-cache get()).
 */
export function entryTags(value: CachedValue, fetchTags: string[] = []): string[] {
  const headers = value && "headers" in value ? value.headers : undefined;
  const header = headers?.[NEXT_CACHE_TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return [...new Set([...fromHeader, ...fetchTags].filter(Boolean))];
}

/**
 * The page an entry holds, when it is a whole page: an APP_PAGE entry keeps its HTML in `html`, complete
 * when its status is 200 and it has no `postponed` state, which a partial prerender's shell would have
 * (next/dist/server/response-cache/types.d.ts).
 */
export function appPage(value: CachedValue): AppPageValue | undefined {
  return value?.kind === "APP_PAGE" ? value : undefined;
}

export function isWholePage(page: AppPageValue): boolean {
  return (page.status ?? 200) === 200 && !page.postponed && typeof page.html === "string";
}

/**
 * The tag revalidatePath(path) expires, which Next also gives every page entry for its own path (in the
 * entry's tags header, beside its layouts'): NEXT_CACHE_IMPLICIT_TAG_ID before the path
 * (next/dist/server/web/spec-extension/revalidate.js, next/dist/server/lib/implicit-tags.js).
 */
export function pathTag(path: string): string {
  return `_N_T_${path}`;
}
