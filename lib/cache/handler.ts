import { readFileSync } from "node:fs";
import path from "node:path";
import type {
  CacheHandler as NextCacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from "next/dist/server/lib/incremental-cache";
import { databaseReachable as probeDatabase } from "@/lib/db/probe";
import { env } from "@/lib/env";
import { requestAfterFirstPaint } from "./after-paint";
import { inlineIcons } from "./inline-icons";
import { asciiHtml } from "./ascii-html";
import { inlineCriticalCss } from "./critical-css";
import { entryTags, isExpired, isStale, renderedAt, type StoredEntry } from "./entry";
import { memoryStore } from "./memory-store";
import { redisStore } from "./redis-store";
import { noteRenderStart, noteServedCopy, servedCopyRenderedAt, takeRenderStart } from "./render-starts";
import { rememberPageKey, sharedPageCache } from "./shared-cache";
import { ENTRY_TTL_SECONDS, ttlFor, type CacheStore } from "./store";

// Next's ISR cache handler (next.config.ts `cacheHandler`, loaded through cache-handler.mjs): pages and
// route responses in Redis when REDIS_URL is set, so every instance sees every save, else in a
// byte-bounded LRU of this process. It replaces Next's default, which writes each entry to disk with no
// bound (a cached 404 per unknown slug). The app uses no 'use cache', so `cacheHandlers` stays default.

type GetContext = Parameters<NextCacheHandler["get"]>[1];
type SetContext = Parameters<NextCacheHandler["set"]>[2];

/** Entries of one build only: a page rendered by another build names script chunks this one lacks. */
function buildId(serverDistDir: string | undefined): string | null {
  if (!serverDistDir) return null;
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

function openStore(ctx: CacheHandlerContext): CacheStore {
  const { REDIS_URL, PAGE_CACHE_MEMORY_MB } = env();
  const build = buildId(ctx.serverDistDir);
  if (REDIS_URL && build) return redisStore(REDIS_URL, `creatorkit:${build}:`);
  return memoryStore(PAGE_CACHE_MEMORY_MB * 1024 * 1024);
}

/** The store of this process (Next makes a handler per request; npm start's server reads it too). */
export function pageCacheStore(ctx: CacheHandlerContext): CacheStore {
  const shared = sharedPageCache();
  return (shared.store ??= openStore(ctx));
}

/** Past its revalidate period or its expire time, as Next judges it: Next renders it anew after this read. */
function due(entry: StoredEntry, now: number): boolean {
  const { revalidate, expire } = entry.cacheControl ?? {};
  if (typeof revalidate === "number" && entry.lastModified + revalidate * 1000 < now) return true;
  return typeof expire === "number" && entry.lastModified + expire * 1000 < now;
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
    this.distDir = ctx.serverDistDir && path.dirname(ctx.serverDistDir);
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
    const since = renderedAt(entry);
    // An expired page would be rendered before it is served; with the database away that render fails, so
    // the last good copy is served as stale instead, and Next tries again in the background.
    const expired = isExpired(marks, since, now);
    if (expired && (await this.databaseReachable())) {
      noteRenderStart(key, now);
      return null;
    }
    const stale = expired || isStale(marks, since);
    if (stale || due(entry, now)) noteRenderStart(key, now);
    rememberPageKey(key);
    if (entry.value) noteServedCopy(entry.value, since);
    return {
      value: entry.value,
      // A tag revalidated "stale" (revalidateTag with a profile): an old lastModified makes Next serve
      // this copy once and render a fresh one in the background, as its own tags manifest would.
      lastModified: stale ? 1 : entry.lastModified,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key: string, data: CacheHandlerValue["value"], ctx: SetContext): Promise<void> {
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
      tags: entryTags(data, fetchCache && "tags" in ctx ? ctx.tags : []),
    };
    await this.store.write(key, entry, ttlFor(entry));
    rememberPageKey(key);
  }

  /**
   * A page as it is served from the cache: its critical CSS inline (critical-css.ts), its scripts and
   * stylesheet requested after its first paint (after-paint.ts), its icons' symbols in the page
   * when they fit (inline-icons.ts), in ASCII (ascii-html.ts).
   */
  private async servedForm(data: CacheHandlerValue["value"]): Promise<CacheHandlerValue["value"]> {
    if (data?.kind !== "APP_PAGE") return data;
    const distDir = (data.status ?? 200) === 200 && !data.postponed ? this.distDir : undefined;
    const html = distDir ? requestAfterFirstPaint(await inlineCriticalCss(data.html, distDir)) : data.html;
    // Last: whether the icons fit depends on the bytes as sent.
    return { ...data, html: distDir ? await inlineIcons(asciiHtml(html)) : asciiHtml(html) };
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
