import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import { CacheHandler } from "@/lib/cache/handler";
import { memoryStore } from "@/lib/cache/memory-store";
import { redisStore } from "@/lib/cache/redis-store";
import { connectedRedisStore, freePort, startRedisServer, type RedisServer } from "../support/redis-server";

// The ISR cache handler as Next drives it: set after a render, get before serving, revalidateTag on save.
// Two handlers on one Redis stand for two instances of the site.

const ctx = { revalidatedTags: [], _requestHeaders: {} } as CacheHandlerContext;
type Value = Parameters<CacheHandler["set"]>[1];
type SetCtx = Parameters<CacheHandler["set"]>[2];
type GetCtx = Parameters<CacheHandler["get"]>[1];
const pageCtx = (revalidate: number) =>
  ({
    cacheControl: { revalidate, expire: undefined },
    isRoutePPREnabled: false,
    isFallback: false,
  }) as SetCtx;
const getCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as GetCtx;

function page(path: string, status = 200, htmlBytes = 10_000): Value {
  return {
    kind: "APP_PAGE",
    html: `<html><body>${path} ${"x".repeat(htmlBytes)}</body></html>`,
    rscData: Buffer.from([0, 255, 1, 2, 3]),
    status,
    postponed: undefined,
    headers: { "x-next-cache-tags": `_N_T_/layout,_N_T_/(blog)/blog/[slug]/page,_N_T_${path}` },
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  } as unknown as Value;
}

describe("the in-process page cache", () => {
  it("stays within its byte bound under a flood of unknown slugs, newest kept", async () => {
    const store = memoryStore(1024 * 1024);
    const handler = new CacheHandler(ctx, store);
    for (let i = 0; i < 2_000; i++)
      await handler.set(`/blog/unknown-${i}`, page(`/blog/unknown-${i}`, 404), pageCtx(60));
    const usage = await store.usage();
    expect(usage.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(usage.entries).toBeGreaterThan(50);
    expect(usage.entries).toBeLessThan(200);
    expect(await handler.get("/blog/unknown-1999", getCtx)).not.toBeNull();
    expect(await handler.get("/blog/unknown-0", getCtx)).toBeNull();
  });

  it("drops a page whose path was revalidated, keeps the others", async () => {
    const handler = new CacheHandler(ctx, memoryStore(1024 * 1024));
    await handler.set("/blog/a", page("/blog/a"), pageCtx(60));
    await handler.set("/blog/b", page("/blog/b"), pageCtx(60));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag("_N_T_/blog/a");
    expect(await handler.get("/blog/a", getCtx)).toBeNull();
    expect((await handler.get("/blog/b", getCtx))?.cacheControl).toEqual({
      revalidate: 60,
      expire: undefined,
    });
  });

  it("serves a revalidated page's last copy as stale while the database is away, and drops it once back", async () => {
    let reachable = false;
    const handler = new CacheHandler(ctx, memoryStore(1024 * 1024), async () => reachable);
    await handler.set("/blog/a", page("/blog/a"), pageCtx(60));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag("_N_T_/blog/a");

    const kept = await handler.get("/blog/a", getCtx);
    expect(kept?.value).toEqual(page("/blog/a"));
    // lastModified 1: Next serves the copy and renders a fresh one in the background.
    expect(kept?.lastModified).toBe(1);

    reachable = true;
    expect(await handler.get("/blog/a", getCtx)).toBeNull();
  });

  it("keeps the render time of the copy Next stores back after a failed render", async () => {
    let reachable = false;
    const handler = new CacheHandler(ctx, memoryStore(1024 * 1024), async () => reachable);
    await handler.set("/blog/a", page("/blog/a"), pageCtx(60));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag("_N_T_/blog/a");
    const kept = await handler.get("/blog/a", getCtx);
    // The render fails with the database away; Next stores the copy it was handed again, for a while.
    await handler.set("/blog/a", kept!.value, pageCtx(30));
    reachable = true;
    // Still the copy from before the revalidation: rendered anew once the database is back.
    expect(await handler.get("/blog/a", getCtx)).toBeNull();
  });
});

describe("the shared page cache on Redis", () => {
  let redis: RedisServer;
  const prefix = `test-${process.pid}-${Date.now()}:`;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("shows one instance's render to another, and one instance's save to all", async () => {
    const first = new CacheHandler(ctx, await connectedRedisStore(redis.url, prefix));
    const second = new CacheHandler(ctx, await connectedRedisStore(redis.url, prefix));
    await first.set("/blog/post", page("/blog/post"), pageCtx(60));
    await first.set("/blog/other", page("/blog/other"), pageCtx(60));

    const seen = await second.get("/blog/post", getCtx);
    const value = seen?.value as unknown as {
      html: string;
      rscData: Buffer;
      segmentData: Map<string, Buffer>;
    };
    expect(value.html).toContain("/blog/post");
    expect([...value.rscData]).toEqual([0, 255, 1, 2, 3]);
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(seen?.cacheControl?.revalidate).toBe(60);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.revalidateTag(["_N_T_/blog/post"]);
    expect(await second.get("/blog/post", getCtx)).toBeNull();
    expect(await second.get("/blog/other", getCtx)).not.toBeNull();

    // Rendered again after the save: served again.
    await second.set("/blog/post", page("/blog/post"), pageCtx(60));
    expect(await first.get("/blog/post", getCtx)).not.toBeNull();

    // revalidateTag with a profile: served once more, marked stale so Next renders in the background.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await second.revalidateTag("_N_T_/layout", { expire: 3600 });
    expect((await first.get("/blog/post", getCtx))?.lastModified).toBe(1);
  });

  it("gives every key a TTL, a short one to 404s", async () => {
    const store = await connectedRedisStore(redis.url, `${prefix}ttl:`);
    const handler = new CacheHandler(ctx, store);
    for (let i = 0; i < 300; i++)
      await handler.set(`/ebooks/nope-${i}`, page(`/ebooks/nope-${i}`, 404), pageCtx(60));
    await handler.set("/ebooks/real", page("/ebooks/real"), pageCtx(60));
    await handler.revalidateTag("_N_T_/ebooks/real");
    // 300 misses, the page and connectedRedisStore's probe.
    expect((await store.usage()).entries).toBe(302);

    const client = createClient({ url: redis.url });
    await client.connect();
    const keys = await client.keys(`${prefix}ttl:*`);
    const ttls = new Map(await Promise.all(keys.map(async (k) => [k, await client.ttl(k)] as const)));
    await client.close();
    expect(keys.length).toBe(303);
    for (const [key, ttl] of ttls) {
      expect(ttl, key).toBeGreaterThan(0);
      if (key.includes("nope-")) expect(ttl, key).toBeLessThanOrEqual(60);
    }
  });

  it("renders without the cache when Redis is down, quickly and without throwing", async () => {
    const handler = new CacheHandler(ctx, redisStore(`redis://127.0.0.1:${await freePort()}`, prefix));
    const started = Date.now();
    await handler.set("/blog/post", page("/blog/post"), pageCtx(60));
    expect(await handler.get("/blog/post", getCtx)).toBeNull();
    await handler.revalidateTag("_N_T_/blog/post");
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
