import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import { getRouteCacheKey } from "next/dist/server/lib/route-cache-key";
import { answerCachedPage, cachedPageKey } from "@/lib/cache/early-pages";
import { CacheHandler } from "@/lib/cache/handler";
import { memoryStore } from "@/lib/cache/memory-store";
import { sharedPageCache } from "@/lib/cache/shared-cache";
import type { CacheStore } from "@/lib/cache/store";
import { FIXED_HEADERS } from "@/lib/security/fixed-headers";
import { connectedRedisStore, startRedisServer, type RedisServer } from "../support/redis-server";

// npm start's server answers a visit to a page whose fresh copy the page cache holds (scripts/server.ts:
// cachedPageKey, then answerCachedPage), with the headers Next sends for a cache HIT; everything else
// reaches Next (here: a 599). The cache is filled as Next fills it: the handler's set() under Next's own key.

const FELL_THROUGH = 599;
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
      const fellThrough = () => void response.writeHead(FELL_THROUGH).end();
      const key = cachedPageKey(request);
      if (!key) return fellThrough();
      void answerCachedPage(key, request, response).then((answered) => answered || fellThrough());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => useStore(memoryStore(8 * 1024 * 1024)));

  it("leaves a page to Next until Next has cached it, then sends the copy with Next's HIT headers", async () => {
    expect((await get("/about")).status).toBe(FELL_THROUGH);
    await handler.set(about, page("/about", "/(site)/about/page"), cacheControl(false));

    const answer = await get("/about");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain("<h1>/about</h1>");
    expect(answer.headers["content-length"]).toBe(String(answer.body.byteLength));
    for (const [name, value] of Object.entries(FIXED_HEADERS))
      expect(answer.headers[name.toLowerCase()]).toBe(value);
    expect(answer.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=31536000",
      vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
      "x-nextjs-cache": "HIT",
      "x-nextjs-prerender": "1",
      "x-nextjs-stale-time": "300",
    });
    expect(answer.headers["x-next-cache-tags"]).toBeUndefined();
    const policy = answer.headers["content-security-policy"] as string;
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("compresses with brotli for a browser (gzip where it is all a client takes), once per copy, sends headers only for HEAD, and maps rewritten addresses", async () => {
    await handler.set(home, page("/home/index", "/(site)/home/[view]/page"), cacheControl(3600));
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const compressed = await get("/", browser);
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-length"]).toBe(String(compressed.body.byteLength));
    expect(compressed.headers["cache-control"]).toBe("s-maxage=3600, stale-while-revalidate=31532400");
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

  it("sends each kind of page its own policy: tools may compile WebAssembly, bio pages embed players", async () => {
    const tool = keyOf("/tool/pdf-compress", "/(site)/tool/[slug]/page");
    const bio = keyOf("/l/ana", "/l/[slug]/page");
    await handler.set(tool, page("/tool/pdf-compress", "/(site)/tool/[slug]/page"), cacheControl(3600));
    await handler.set(bio, page("/l/ana", "/l/[slug]/page"), cacheControl(60));
    const toolPolicy = (await get("/tool/pdf-compress")).headers["content-security-policy"];
    expect(toolPolicy).toContain("'wasm-unsafe-eval'");
    const bioAnswer = await get("/l/ana");
    expect(bioAnswer.headers["content-security-policy"]).toContain("https://www.youtube-nocookie.com");
    expect(bioAnswer.headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=31535940");
  });

  it("leaves to Next the router's requests, actions, forms, queries, other methods and addresses it does not hold", async () => {
    await handler.set(about, page("/about", "/(site)/about/page"), cacheControl(false));
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

  it("leaves to Next a page due for revalidation, expired or marked stale by a save, or not a 200", async () => {
    await handler.set(post, page("/blog/a-post", "/(blog)/blog/[slug]/page"), cacheControl(60));
    expect((await get("/blog/a-post")).status).toBe(200);

    // Saved: the path's tag is revalidated, Next renders; its new copy is answered again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag("_N_T_/blog/a-post");
    expect((await get("/blog/a-post")).status).toBe(FELL_THROUGH);
    await handler.set(post, page("/blog/a-post", "/(blog)/blog/[slug]/page"), cacheControl(60));
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
    expect((await get("/blog/nope")).status).toBe(FELL_THROUGH);
  });

  describe("on Redis", () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it("answers the copy another instance rendered, and leaves it to Next once another instance saves", async () => {
      const prefix = `early-${process.pid}-${Date.now()}:`;
      useStore(await connectedRedisStore(redis.url, prefix));
      const other = new CacheHandler(ctx, await connectedRedisStore(redis.url, prefix));
      await other.set(about, page("/about", "/(site)/about/page"), cacheControl(false));
      expect((await get("/about")).body.toString()).toContain("<h1>/about</h1>");

      await new Promise((resolve) => setTimeout(resolve, 5));
      await other.revalidateTag("_N_T_/about");
      expect((await get("/about")).status).toBe(FELL_THROUGH);
    });
  });
});
