import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { appPage, isWholePage, type AppPageValue } from "../next-adapter/cache-handler";
import { CACHE_HIT, CACHE_STALE, CACHE_STATUS_HEADER, cacheStatus } from "../next-adapter/cache-status";
import { pageKeyPath } from "../next-adapter/page-keys";
import { asksNextToDecide } from "../next-adapter/requests";
import { brotliText, gzipText } from "../http/compress";
import { rewrittenPath } from "../http/page-rewrites";
import type { LastGoodCopy } from "../http/unavailable";
import { pageKind } from "../security/csp";
import { freshness, type StoredEntry } from "./entry";
import { sharedPageCache } from "./shared-cache";

// Cached pages answered by npm start's server before Next (DESIGN, The hot path): a browser's plain visit
// to a page whose fresh copy the page cache holds gets that copy with the headers Next sent for it, without
// Next's routing, its per-request import of the cache handler, its page runtime and its per-request gzip,
// which are nearly all a cached page costs inside Next (docs/performance.md). Everything else goes to Next: a page
// not cached yet, due for revalidation or expired by a save (Next renders it, and serves the last good copy
// while the database is away), a status other than 200, a query, the router's RSC and prefetch requests,
// server actions, posted forms, draft mode, another method, a client that accepts none of br, gzip, identity.
//
// Nothing Next decides about the answer is restated here: its headers (Cache-Control, Vary, x-nextjs-*,
// next.config.ts headers()) are those of Next's own answer to a visit of the page, taken as Next sent them
// (recordNextAnswer), and a copy is answered early only once Next has sent it as a HIT itself. A new copy's
// first visits therefore go to Next. Freshness is judged by the cache handler's rule (entry.ts).
//
// Brotli, at its best quality, once per stored copy: home, a post and /tools come to 12-13 KB where gzip
// makes them 16-19 KB, under the 14.6 KB a new TCP connection may send before its first acknowledgement,
// so the page arrives a round trip sooner (docs/performance.md).

type Encoding = "br" | "gzip";
/** Ours, in order: the choice between encodings a client takes equally (a browser lists gzip first). */
const ENCODINGS = ["br", "gzip", "identity"];

/** Next's answer to a visit of one page: its headers, when it sent them, and whether it sent the stored copy. */
interface NextAnswer {
  headers: Record<string, string>;
  at: number;
  hit: boolean;
}

/** Headers of one response's transfer rather than of the page: each answer sets its own. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
]);

/** Next's last answer for each page key; a page whose answer is forgotten goes to Next once more. */
const nextAnswers = new LRUCache<string, NextAnswer>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (answer) => 64 + JSON.stringify(answer.headers).length,
});

interface Prepared {
  /** The page's length in bytes (the cache keeps pages in ASCII: lib/cache/ascii-html.ts). */
  bytes: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The bytes of its encoded copies made so far. */
  encodedBytes: number;
}

/** Each page's encoded bytes, once per stored copy (its key and render time name one copy). The page
 * itself is the cache's string: a second copy of every page would double what the cache holds. */
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

/**
 * The store key of the cached page `request` asks for, if npm start's server may answer it; else null.
 * `url`: the route asked for, the request's own unless a creator's domain's address led to it.
 */
export function cachedPageKey(request: IncomingMessage, url = request.url ?? "/"): string | null {
  const { method, headers } = request;
  if (method !== "GET" && method !== "HEAD") return null;
  if (url.includes("?") || url.includes("%") || pageKind(url) === "request") return null;
  // A body (a posted form) is Next's to read.
  if (headers["content-type"] !== undefined || asksNextToDecide(headers)) return null;
  return sharedPageCache().keys.get(pageKeyPath(rewrittenPath(url))) ?? null;
}

/**
 * Watches Next's answer to `request`: a 200 for a page the early answer could send is kept, its headers as
 * Next wrote them, as the answer to that page's later visits.
 */
export function recordNextAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  url = request.url ?? "/",
): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  let seen = false;
  // Left in place once the head is written: code that wrapped it after us (Next does) keeps its wrappers.
  response.writeHead = ((...args: unknown[]) => {
    if (!seen) {
      seen = true;
      const given = args.findLast((arg) => typeof arg === "object" && arg !== null);
      if (given === undefined) remember(request, url, Number(args[0]), response.getHeaders());
      else if (!Array.isArray(given)) {
        const headers = { ...response.getHeaders(), ...(given as OutgoingHttpHeaders) };
        remember(request, url, Number(args[0]), headers);
      }
    }
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

function remember(request: IncomingMessage, url: string, status: number, headers: OutgoingHttpHeaders): void {
  // A cookie is one visitor's: an answer that sets one is never replayed.
  if (status !== 200 || headers["set-cookie"] !== undefined) return;
  const key = cachedPageKey(request, url);
  if (!key) return;
  const kept = Object.entries(headers).flatMap(([name, value]) =>
    value === undefined || TRANSFER_HEADERS.has(name.toLowerCase())
      ? []
      : [[name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value)] as const],
  );
  nextAnswers.set(key, {
    headers: Object.fromEntries(kept),
    at: Date.now(),
    hit: cacheStatus(headers) === CACHE_HIT,
  });
}

/** Sends the cached page under `key` and resolves true, or resolves false having sent nothing. */
export async function answerCachedPage(
  key: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const encoding = chooseEncoding(request);
  const store = sharedPageCache().store;
  const fromNext = nextAnswers.get(key);
  if (!encoding || !store || !fromNext?.hit) return false;
  try {
    const entry = await store.read(key);
    const page = entry && wholePage(entry);
    // The copy Next sent as a HIT, or an older one: a copy stored since is Next's to send first.
    if (!page || entry.lastModified > fromNext.at) return false;
    if (freshness(entry, await store.tagMarks(entry.tags)) !== "fresh") return false;
    const id = `${entry.lastModified} ${key}`;
    const copy = prepared.get(id) ?? prepare(id, page.html);
    const head = request.method === "HEAD";
    if (encoding === "br" || encoding === "gzip") {
      const body = await (copy.encoded[encoding] ??= encodeOnce(id, copy, page.html, encoding));
      const length = String(body.byteLength);
      response.writeHead(200, {
        ...fromNext.headers,
        "Content-Encoding": encoding,
        "Content-Length": length,
      });
      response.end(head ? undefined : body);
    } else {
      response.writeHead(200, { ...fromNext.headers, "Content-Length": String(copy.bytes) });
      response.end(head ? undefined : page.html);
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
 * failed because the database is away (lib/http/unavailable.ts), with the headers of Next's last answer for
 * it (none when Next has not answered it in this process). Marked so that nothing downstream keeps it as
 * fresh, and the next request after the database is back renders anew.
 */
export async function lastGoodPage(
  request: IncomingMessage,
  url = request.url ?? "/",
): Promise<LastGoodCopy | null> {
  const key = cachedPageKey(request, url);
  const store = sharedPageCache().store;
  const fromNext = key ? nextAnswers.get(key) : undefined;
  const entry = key && fromNext && store ? await store.read(key) : undefined;
  const page = entry && wholePage(entry);
  if (!fromNext || !page) return null;
  return {
    headers: {
      ...fromNext.headers,
      [CACHE_STATUS_HEADER]: CACHE_STALE,
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
    },
    html: page.html,
  };
}

function wholePage(entry: StoredEntry): AppPageValue | undefined {
  const page = appPage(entry.value);
  return page && isWholePage(page) ? page : undefined;
}

function prepare(id: string, html: string): Prepared {
  const page: Prepared = { bytes: Buffer.byteLength(html), encoded: {}, encodedBytes: 0 };
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
