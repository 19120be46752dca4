import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { getCacheControlHeader } from "next/dist/server/lib/cache-control.js";
import { normalizePagePath } from "next/dist/shared/lib/page-path/normalize-page-path.js";
import { brotliText, gzipText } from "../http/compress";
import { rewrittenPath } from "../http/page-rewrites";
import type { LastGoodCopy } from "../http/unavailable";
import { pageKind } from "../security/csp";
import { earlyPageHeaders } from "../security/early-page-headers";
import { isExpired, isStale, renderedAt, type StoredEntry } from "./entry";
import { sharedPageCache } from "./shared-cache";
import type { CacheStore } from "./store";

// Cached pages answered by npm start's server before Next (DESIGN, The hot path): a browser's plain visit
// to a page whose fresh copy the page cache holds gets that copy with the headers Next would send, without
// Next's routing, its per-request import of the cache handler, its page runtime and its per-request gzip,
// which are nearly all a cached page costs inside Next (docs/performance.md). Everything else goes to Next: a page
// not cached yet, due for revalidation or expired by a save (Next renders it, and serves the last good copy
// while the database is away), a status other than 200, a query, the router's RSC and prefetch requests,
// server actions, posted forms, draft mode, another method, a client that accepts none of br, gzip, identity.
//
// Brotli, at its best quality, once per stored copy: home, a post and /tools come to 12-13 KB where gzip
// makes them 16-19 KB, under the 14.6 KB a new TCP connection may send before its first acknowledgement,
// so the page arrives a round trip sooner (docs/performance.md).

const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
];
const PASS_TO_NEXT = [...ROUTER_HEADERS, "next-url", "next-action", "content-type", "x-prerender-revalidate"];
/** Next's Vary on app pages (base-server setVaryHeader), and its compression's. */
const VARY = `${ROUTER_HEADERS.join(", ")}, Accept-Encoding`;

type Encoding = "br" | "gzip";
/** Ours, in order: the choice between encodings a client takes equally (a browser lists gzip first). */
const ENCODINGS = ["br", "gzip", "identity"];

interface Prepared {
  headers: Record<string, string>;
  /** The page's length in bytes (the cache keeps pages in ASCII: lib/cache/ascii-html.ts). */
  bytes: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The bytes of its encoded copies made so far. */
  encodedBytes: number;
}

/** Each page's headers and encoded bytes, once per stored copy (its key and render time name one copy). The
 * page itself is the cache's string: a second copy of every page would double what the cache holds. */
const prepared = new LRUCache<string, Prepared>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (page) => 2048 + page.encodedBytes,
});
const COMPRESS: Record<Encoding, (html: string) => Promise<Buffer>> = { br: brotliText, gzip: gzipText };

/** negotiator 1.x's encoding() breaks a tie in the client's preferences by `preferred`; its types (0.6) omit it. */
type Choose = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

function chooseEncoding(request: IncomingMessage): string | undefined {
  const negotiator = new Negotiator(request);
  return (negotiator.encoding as Choose).call(negotiator, ENCODINGS, { preferred: ENCODINGS });
}

/** The store key of the cached page `request` asks for, if npm start's server may answer it; else null. */
export function cachedPageKey(request: IncomingMessage): string | null {
  const { method, url = "/", headers } = request;
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.includes("?") || url.includes("%") || pageKind(url) === "request") return null;
  if (PASS_TO_NEXT.some((name) => headers[name] !== undefined)) return null;
  if (headers.cookie?.includes("__prerender_bypass")) return null;
  return sharedPageCache().keys.get(pagePath(url)) ?? null;
}

/** The path in Next's key for the page at `url`; "" for a path Next would not normalize (`//x`, `/a/../b`). */
function pagePath(url: string): string {
  try {
    return normalizePagePath(rewrittenPath(url));
  } catch {
    return "";
  }
}

/** Sends the cached page under `key` and resolves true, or resolves false having sent nothing. */
export async function answerCachedPage(
  key: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const encoding = chooseEncoding(request);
  const store = sharedPageCache().store;
  if (!encoding || !store) return false;
  try {
    const entry = await store.read(key);
    if (!entry || !servable(entry) || !(await fresh(entry, store))) return false;
    const id = `${entry.lastModified} ${key}`;
    const html = (entry.value as AppPage).html;
    const page = prepared.get(id) ?? prepare(id, entry, request.url!);
    const head = request.method === "HEAD";
    if (encoding === "br" || encoding === "gzip") {
      const body = await (page.encoded[encoding] ??= encodeOnce(id, page, html, encoding));
      const length = String(body.byteLength);
      response.writeHead(200, { ...page.headers, "Content-Encoding": encoding, "Content-Length": length });
      response.end(head ? undefined : body);
    } else {
      response.writeHead(200, { ...page.headers, "Content-Length": String(page.bytes) });
      response.end(head ? undefined : html);
    }
    return true;
  } catch (error) {
    // A store that failed (Redis away) leaves the page to Next, which has its own answer for that.
    if (response.headersSent) throw error;
    return false;
  }
}

/**
 * The page cache's last copy of the page `request` asks for, whatever its age: sent when rendering it anew
 * failed because the database is away (lib/http/unavailable.ts). Marked so that nothing downstream keeps it
 * as fresh, and the next request after the database is back renders anew.
 */
export async function lastGoodPage(request: IncomingMessage): Promise<LastGoodCopy | null> {
  const key = cachedPageKey(request);
  const store = sharedPageCache().store;
  const entry = key && store ? await store.read(key) : null;
  if (!entry || !servable(entry)) return null;
  const value = entry.value as AppPage;
  return {
    headers: {
      ...pageHeaders(value, request.url!),
      "x-nextjs-cache": "STALE",
      "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
    },
    html: value.html,
  };
}

function servable(entry: StoredEntry): boolean {
  const value = entry.value;
  return (
    value?.kind === "APP_PAGE" &&
    (value.status ?? 200) === 200 &&
    value.postponed === undefined &&
    typeof value.html === "string"
  );
}

/** Fresh as Next judges it: not past its revalidate time, and none of its tags revalidated since. */
async function fresh(entry: StoredEntry, store: CacheStore): Promise<boolean> {
  const revalidate = entry.cacheControl?.revalidate;
  if (revalidate === undefined || revalidate === 0) return false;
  if (typeof revalidate === "number" && entry.lastModified + revalidate * 1000 < Date.now()) return false;
  const marks = await store.tagMarks(entry.tags);
  return !isExpired(marks, renderedAt(entry)) && !isStale(marks, renderedAt(entry));
}

type AppPage = Extract<StoredEntry["value"], { kind: "APP_PAGE" }>;

/** As a HIT leaves Next: next.config.ts headers(), then the app page's own (app-page template). */
function pageHeaders(value: AppPage, pathname: string): Record<string, string> {
  const own = Object.entries(value.headers ?? {}).filter(([name]) => name !== "x-next-cache-tags");
  return {
    ...earlyPageHeaders(pageKind(pathname)),
    Vary: VARY,
    "x-nextjs-cache": "HIT",
    "x-nextjs-prerender": "1",
    ...Object.fromEntries(own.map(([name, v]) => [name, Array.isArray(v) ? v.join(", ") : String(v)])),
    "Content-Type": "text/html; charset=utf-8",
  };
}

function prepare(id: string, entry: StoredEntry, pathname: string): Prepared {
  const value = entry.value as AppPage;
  const page: Prepared = {
    headers: { ...pageHeaders(value, pathname), "Cache-Control": getCacheControlHeader(entry.cacheControl!) },
    bytes: Buffer.byteLength(value.html),
    encoded: {},
    encodedBytes: 0,
  };
  prepared.set(id, page);
  return page;
}

/** The page in `encoding`, counted in the bound once known. */
async function encodeOnce(id: string, page: Prepared, html: string, encoding: Encoding): Promise<Buffer> {
  const body = await COMPRESS[encoding](html);
  page.encodedBytes += body.byteLength;
  prepared.set(id, page);
  return body;
}
