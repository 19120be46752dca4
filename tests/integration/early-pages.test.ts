import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getRouteCacheKey } from "next/dist/server/lib/route-cache-key";
import { answerCachedPage, cachedPageKey, lastGoodPage, recordNextAnswer } from "@/lib/cache/early-pages";
import { CacheHandler } from "@/lib/cache/handler";
import { memoryStore } from "@/lib/cache/memory-store";
import { sharedPageCache } from "@/lib/cache/shared-cache";
import type { CacheStore } from "@/lib/cache/store";
import type { CacheHandlerContext } from "@/lib/next-adapter/cache-handler";
import { connectedRedisStore, startRedisServer, type RedisServer } from "../support/redis-server";

// npm start's server answers a visit to a page whose fresh copy the page cache holds (scripts/server.ts:
// cachedPageKey, then answerCachedPage), with the headers of Next's own HIT for that copy (recordNextAnswer);
// everything else reaches Next, here a stand-in that answers 599, or what a test has it answer. The cache is
// filled as Next fills it: the handler's set() under Next's own key.

const FELL_THROUGH = 599;
/** Headers as Next's HIT of a cached page carries them (tests/e2e/page-cache.spec.ts compares the real ones). */
const HIT_HEADERS = {
  "cache-control": "s-maxage=31536000",
  vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  "x-nextjs-cache": "HIT",
  "x-nextjs-prerender": "1",
  "x-nextjs-stale-time": "300",
  "content-security-policy": "default-src 'self'",
  "content-type": "text/html; charset=utf-8",
};
const ctx = { revalidatedTags: [], _requestHeaders: {} } as CacheHandlerContext;
type Value = Parameters<CacheHandler["set"]>[1];
type SetCtx = Parameters<CacheHandler["set"]>[2];
const cacheControl = (revalidate: number | false) =>
  ({
    cacheControl: { revalidate, expire: revalidate === false ? undefined : 31_536_000 },
    isRoutePPREnabled: false,
    isFallback: false,
  }) as SetCtx;

/** Next's key for the page at `path` of the route file `route`. */
const keyOf = (path: string, route: string) =>
  getRouteCacheKey(path, { kind: "APP_PAGE", sourceRoute: route } as Parameters<typeof getRouteCacheKey>[1]);

function page(path: string, route: string, status = 200): Value {
  return {
    kind: "APP_PAGE",
    html: `<!DOCTYPE html><html><body><h1>${path}</h1>${"<p>words</p>".repeat(500)}</body></html>`,
    rscData: Buffer.from("rsc"),
    status,
    postponed: undefined,
    headers: { "x-nextjs-stale-time": "300", "x-next-cache-tags": `_N_T_/layout,_N_T_${route},_N_T_${path}` },
    segmentData: new Map(),
  } as unknown as Value;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe("cached pages answered before Next", () => {
  let server: Server;
  let port: number;
  let handler: CacheHandler;
  /** What the stand-in for Next answers next, once; by default a 599 (not a page, so never kept). */
  let nextAnswers: { status: number; headers: Record<string, string>; viaWriteHead?: boolean }[] = [];

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      sent.on("error", reject);
      sent.end();
    });

  /** A visit Next answers with `headers` (Next sets them one by one, or hands them to writeHead). */
  async function throughNext(
    path: string,
    headers: Record<string, string> = HIT_HEADERS,
    viaWriteHead = false,
  ) {
    nextAnswers.push({ status: 200, headers, viaWriteHead });
    const answer = await get(path);
    expect(answer.body.toString(), `${path} went to Next`).toBe("from Next");
    return answer;
  }

  const about = keyOf("/about", "/(site)/about/page");
  const home = keyOf("/home/index", "/(site)/home/[view]/page");
  const post = keyOf("/blog/a-post", "/(blog)/blog/[slug]/page");

  function useStore(store: CacheStore): void {
    sharedPageCache().store = store;
    sharedPageCache().keys.clear();
    handler = new CacheHandler(ctx, store);
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const toNext = () => {
        recordNextAnswer(request, response);
        const next = nextAnswers.shift() ?? { status: FELL_THROUGH, headers: {} };
        const headers = { ...next.headers, date: new Date().toUTCString(), "content-length": "9" };
        if (next.viaWriteHead) response.writeHead(next.status, headers);
        else {
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
          response.writeHead(next.status);
        }
        response.end("from Next");
      };
      const key = cachedPageKey(request);
      if (!key) return toNext();
      void answerCachedPage(key, request, response).then((answered) => answered || toNext());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    nextAnswers = [];
    useStore(memoryStore(8 * 1024 * 1024));
  });

  it("leaves a page to Next until Next has sent its cached copy as a HIT, then sends it with the headers of Next's answer", async () => {
    expect((await get("/about")).status).toBe(FELL_THROUGH);
    await handler.set(about, page("/about", "/(site)/about/page"), cacheControl(false));
    // Cached, but Next has not answered it: Next's answer is the only source of its headers.
    expect((await get("/about")).status).toBe(FELL_THROUGH);
    await throughNext("/about", { ...HIT_HEADERS, "x-nextjs-cache": "MISS" });
    expect((await get("/about")).status).toBe(FELL_THROUGH);
    // An answer that sets a cookie is one visitor's, never kept.
    await throughNext("/about", { ...HIT_HEADERS, "set-cookie": "a=1" });
    expect((await get("/about")).status).toBe(FELL_THROUGH);
    await throughNext("/about");

    const answer = await get("/about");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain("<h1>/about</h1>");
    expect(answer.headers["content-length"]).toBe(String(answer.body.byteLength));
    expect(answer.headers).toMatchObject(HIT_HEADERS);
    expect(Date.parse(answer.headers.date!)).not.toBeNaN();
  });

  it("keeps Next's headers given to writeHead as well as those set one by one", async () => {
    await handler.set(about, page("/about", "/(site)/about/page"), cacheControl(false));
    await throughNext("/about", { ...HIT_HEADERS, "x-given": "to writeHead" }, true);
    const answer = await get("/about");
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ ...HIT_HEADERS, "x-given": "to writeHead" });
  });

  it("compresses with brotli for a browser (gzip where it is all a client takes), once per copy, sends headers only for HEAD, and maps rewritten addresses", async () => {
    await handler.set(home, page("/home/index", "/(site)/home/[view]/page"), cacheControl(3600));
    await throughNext("/");
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const compressed = await get("/", browser);
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-length"]).toBe(String(compressed.body.byteLength));
    const html = brotliDecompressSync(compressed.body).toString();
    expect(html).toContain("<h1>/home/index</h1>");
    expect((await get("/", browser)).body.equals(compressed.body)).toBe(true);

    const zipped = await get("/", { "accept-encoding": "gzip, deflate" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(html);
    expect(compressed.body.byteLength).toBeLessThan(zipped.body.byteLength);
    expect(zipped.body.byteLength).toBeLessThan(html.length / 4);
    // A client that would rather not have brotli gets gzip.
    expect((await get("/", { "accept-encoding": "br;q=0.5, gzip" })).headers["content-encoding"]).toBe(
      "gzip",
    );
    // The route's own address is the same page.
    expect((await get("/home/index")).body.toString()).toBe(html);

    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(html.length));
    expect(head.body.byteLength).toBe(0);
    // None of br, gzip and identity: Next decides.
    expect((await get("/", { "accept-encoding": "zstd, identity;q=0" })).status).toBe(FELL_THROUGH);
  });

  it("leaves to Next the router's requests, actions, forms, queries, other methods and addresses it does not hold", async () => {
    await handler.set(about, page("/about", "/(site)/about/page"), cacheControl(false));
    await throughNext("/about");
    expect((await get("/about")).status).toBe(200);
    const passed: Record<string, string>[] = [
      { rsc: "1" },
      { "next-router-prefetch": "1" },
      { "next-router-state-tree": "%5B%5D" },
      { "next-router-segment-prefetch": "/_tree" },
      { "next-url": "/blog" },
      { "next-action": "abc" },
      { "content-type": "application/x-www-form-urlencoded" },
      { cookie: "__prerender_bypass=1" },
      { "x-prerender-revalidate": "secret" },
    ];
    for (const headers of passed) {
      expect((await get("/about", headers)).status, JSON.stringify(headers)).toBe(FELL_THROUGH);
    }
    for (const path of [
      "/about?x=1",
      "/about/",
      "/About",
      "//about",
      "/a/../about",
      "/ab%6fut",
      "/contact",
    ]) {
      expect((await get(path)).status, path).toBe(FELL_THROUGH);
    }
    expect((await get("/about", {}, "POST")).status).toBe(FELL_THROUGH);
    expect((await get("/about", {}, "OPTIONS")).status).toBe(FELL_THROUGH);
  });

  it("leaves to Next a page due for revalidation, expired or marked stale by a save, a new copy until Next has sent it, or not a 200", async () => {
    await handler.set(post, page("/blog/a-post", "/(blog)/blog/[slug]/page"), cacheControl(60));
    await throughNext("/blog/a-post");
    expect((await get("/blog/a-post")).status).toBe(200);

    // Saved: the path's tag is revalidated, Next renders; its new copy is Next's to send first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag("_N_T_/blog/a-post");
    expect((await get("/blog/a-post")).status).toBe(FELL_THROUGH);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.set(post, page("/blog/a-post", "/(blog)/blog/[slug]/page"), cacheControl(60));
    expect((await get("/blog/a-post")).status).toBe(FELL_THROUGH);
    await throughNext("/blog/a-post");
    expect((await get("/blog/a-post")).status).toBe(200);

    // Stale by a revalidateTag with a profile: Next serves it once and renders in the background.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag("_N_T_/layout", { expire: 3600 });
    expect((await get("/blog/a-post")).status).toBe(FELL_THROUGH);

    // Past its revalidate time.
    const store = sharedPageCache().store!;
    const entry = (await store.read(post))!;
    await store.write(post, { ...entry, tags: [], lastModified: Date.now() - 61_000 }, 60);
    expect((await get("/blog/a-post")).status).toBe(FELL_THROUGH);

    // A cached 404 (an unknown slug) is Next's to send.
    const missing = keyOf("/blog/nope", "/(blog)/blog/[slug]/page");
    await handler.set(missing, page("/blog/nope", "/(blog)/blog/[slug]/page", 404), cacheControl(60));
    await throughNext("/blog/nope");
    expect((await get("/blog/nope")).status).toBe(FELL_THROUGH);
  });

  it("gives the last good copy, whatever its age, with Next's headers marked stale and kept by nobody", async () => {
    // A page of its own: what Next answered is remembered for the process.
    const kept = keyOf("/blog/kept", "/(blog)/blog/[slug]/page");
    await handler.set(kept, page("/blog/kept", "/(blog)/blog/[slug]/page"), cacheControl(60));
    const request = { method: "GET", url: "/blog/kept", headers: {} } as IncomingMessage;
    expect(await lastGoodPage(request)).toBeNull();
    await throughNext("/blog/kept");
    await handler.revalidateTag("_N_T_/blog/kept");
    const copy = await lastGoodPage(request);
    expect(copy?.html).toContain("<h1>/blog/kept</h1>");
    expect(copy?.headers).toMatchObject({
      ...HIT_HEADERS,
      "x-nextjs-cache": "STALE",
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
    });
    expect(copy?.headers).not.toHaveProperty("content-length");
    expect(copy?.headers).not.toHaveProperty("date");
  });

  describe("on Redis", () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it("answers the copy another instance rendered once Next here has sent it, and leaves it to Next once another instance saves", async () => {
      const prefix = `early-${process.pid}-${Date.now()}:`;
      useStore(await connectedRedisStore(redis.url, prefix));
      const other = new CacheHandler(ctx, await connectedRedisStore(redis.url, prefix));
      await other.set(about, page("/about", "/(site)/about/page"), cacheControl(false));
      // Next here reads the shared entry (so the key is known) and sends it as a HIT.
      await handler.get(about, { kind: "APP_PAGE" } as Parameters<CacheHandler["get"]>[1]);
      await throughNext("/about");
      expect((await get("/about")).body.toString()).toContain("<h1>/about</h1>");

      await new Promise((resolve) => setTimeout(resolve, 5));
      await other.revalidateTag("_N_T_/about");
      expect((await get("/about")).status).toBe(FELL_THROUGH);
    });
  });
});
