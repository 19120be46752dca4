import { domainCopyTags } from "@/lib/biolinks/domains/cache-tags";
import { databaseReachable as probeDatabase } from "@/lib/db/probe";
import { env } from "@/lib/env";
import {
  appPage,
  buildDirectory,
  buildId,
  entryTags,
  isWholePage,
  type CachedValue,
  type CacheHandlerContext,
  type CacheHandlerValue,
  type GetContext,
  type NextCacheHandler,
  type SetContext,
} from "../next-adapter/cache-handler";
import { pathOfPageKey } from "../next-adapter/page-keys";
import { requestAfterFirstPaint } from "./after-paint";
import { inlineIcons } from "./inline-icons";
import { asciiHtml } from "./ascii-html";
import { inlineCriticalCss } from "./critical-css";
import { freshness, renderedAt, type StoredEntry } from "./entry";
import { memoryStore } from "./memory-store";
import { redisStore } from "./redis-store";
import { noteRenderStart, noteServedCopy, servedCopyRenderedAt, takeRenderStart } from "./render-starts";
import { rememberPageKey, sharedPageCache } from "./shared-cache";
import { ENTRY_TTL_SECONDS, ttlFor, type CacheStore } from "./store";

// Next's ISR cache handler (next.config.ts `cacheHandler`, loaded through cache-handler.mjs): pages and
// route responses in Redis when REDIS_URL is set, so every instance sees every save, else in a
// byte-bounded LRU of this process. It replaces Next's default, which writes each entry to disk with no
// bound (a cached 404 per unknown slug). The app uses no 'use cache', so `cacheHandlers` stays default.

function openStore(ctx: CacheHandlerContext): CacheStore {
  const { REDIS_URL, PAGE_CACHE_MEMORY_MB } = env();
  // Entries of one build only: a page rendered by another build names script chunks this one lacks.
  const build = buildId(ctx);
  if (REDIS_URL && build) return redisStore(REDIS_URL, `creatorkit:${build}:`);
  return memoryStore(PAGE_CACHE_MEMORY_MB * 1024 * 1024);
}

/** The store of this process (Next makes a handler per request; npm start's server reads it too). */
export function pageCacheStore(ctx: CacheHandlerContext): CacheStore {
  const shared = sharedPageCache();
  return (shared.store ??= openStore(ctx));
}

export class CacheHandler implements NextCacheHandler {
  private readonly store: CacheStore;
  /** The build directory (.next), whose static/ holds the stylesheets pages link. */
  private readonly distDir: string | undefined;

  /** Next passes the context only; tests pass a store and a database probe of their own. */
  constructor(
    ctx: CacheHandlerContext,
    store?: CacheStore,
    private readonly databaseReachable: () => Promise<boolean> = probeDatabase,
  ) {
    this.store = store ?? pageCacheStore(ctx);
    this.distDir = buildDirectory(ctx);
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const now = Date.now();
    const entry = await this.store.read(key);
    if (!entry) {
      noteRenderStart(key, now);
      return null;
    }
    const fetchTags = "softTags" in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const marks = await this.store.tagMarks([...new Set([...entry.tags, ...fetchTags])]);
    const state = freshness(entry, marks, now);
    // An expired page would be rendered before it is served; with the database away that render fails, so
    // the last good copy is served as stale instead, and Next tries again in the background.
    if (state === "expired" && (await this.databaseReachable())) {
      noteRenderStart(key, now);
      return null;
    }
    const stale = state === "expired" || state === "stale";
    if (state !== "fresh") noteRenderStart(key, now);
    rememberPageKey(key);
    if (entry.value) noteServedCopy(entry.value, renderedAt(entry));
    return {
      value: entry.value,
      // A tag revalidated "stale" (revalidateTag with a profile): an old lastModified makes Next serve
      // this copy once and render a fresh one in the background, as its own tags manifest would.
      lastModified: stale ? 1 : entry.lastModified,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key: string, data: CachedValue, ctx: SetContext): Promise<void> {
    const fetchCache = "fetchCache" in ctx && ctx.fetchCache === true;
    const now = Date.now();
    const started = takeRenderStart(key);
    const entry: StoredEntry = {
      value: await this.servedForm(data),
      lastModified: now,
      // A copy handed back (a failed render keeps the last good one) was rendered when it was; a new render
      // counts from the read that began it, so a revalidation while it ran expires it (render-starts.ts).
      renderedAt: (data && servedCopyRenderedAt(data)) ?? Math.min(started ?? now, now),
      cacheControl: !fetchCache && "cacheControl" in ctx ? ctx.cacheControl : undefined,
      tags: [
        ...entryTags(data, fetchCache && "tags" in ctx ? ctx.tags : []),
        ...(await domainCopyTags(pathOfPageKey(key))),
      ],
    };
    await this.store.write(key, entry, ttlFor(entry));
    rememberPageKey(key);
  }

  /**
   * A page as it is served from the cache: its critical CSS inline (critical-css.ts), its scripts and
   * stylesheet requested after its first paint (after-paint.ts), its icons' symbols in the page
   * when they fit (inline-icons.ts), in ASCII (ascii-html.ts).
   */
  private async servedForm(data: CachedValue): Promise<CachedValue> {
    const page = appPage(data);
    if (!page) return data;
    const distDir = isWholePage(page) ? this.distDir : undefined;
    const html = distDir ? requestAfterFirstPaint(await inlineCriticalCss(page.html, distDir)) : page.html;
    // Last: whether the icons fit depends on the bytes as sent.
    return { ...page, html: distDir ? await inlineIcons(asciiHtml(html)) : asciiHtml(html) };
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    const expire = durations?.expire;
    const mark = durations
      ? { stale: now, expired: expire === undefined ? undefined : now + expire * 1000 }
      : { expired: now };
    await this.store.markTags(list, mark, ENTRY_TTL_SECONDS + Math.max(0, Math.ceil(expire ?? 0)));
  }

  resetRequestCache(): void {}
}
