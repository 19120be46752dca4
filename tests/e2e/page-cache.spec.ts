import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse } from "./fixtures";
import postgres from "postgres";
import { createClient } from "redis";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { createPostInEditor, uniqueTitle } from "./helpers/blog";
import { E2E_ADMIN_PASSWORD, E2E_PORT } from "./helpers/constants";
import { startExtraServer, type ExtraServer } from "./helpers/extra-server";
import { untilCached } from "./helpers/page-cache";

// The ISR cache: bounded (no file per unknown slug, impossible slugs refused before rendering), answered by
// npm start's server before Next once cached, and, with REDIS_URL, shared: a `next start` and an
// `npm start` instance of the suite's build on one PostgreSQL database and one redis-server, an admin
// saving on one and a visitor reading the fresh page on the other.

const SEO_POST = "/blog/seo-best-practices-for-2024";

/** Bytes and file names under a directory. */
function walk(dir: string): { bytes: number; names: string[] } {
  const out = { bytes: 0, names: [] as string[] };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = walk(full);
      out.bytes += inner.bytes;
      out.names.push(...inner.names);
    } else {
      out.bytes += statSync(full).size;
      out.names.push(full);
    }
  }
  return out;
}

test("a flood of unknown slugs writes nothing to disk; impossible slugs answer 404 without rendering", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const serverDir = path.join(process.cwd(), ".next", "server");
  const before = walk(serverDir);
  const token = `flood${Date.now().toString(36)}`;
  const paths = Array.from({ length: 30 }, (_, i) => [
    `/blog/${token}-${i}`,
    `/blog/category/${token}-${i}`,
    `/blog/tag/${token}-${i}/page/2`,
    `/ebooks/${token}-${i}`,
    `/ebooks/category/${token}-${i}`,
  ]).flat();
  for (let i = 0; i < paths.length; i += 10) {
    const batch = paths.slice(i, i + 10);
    const statuses = await Promise.all(batch.map(async (url) => (await request.get(url)).status()));
    expect(statuses).toEqual(batch.map(() => 404));
  }
  const after = walk(serverDir);
  expect(after.names.filter((name) => name.includes(token))).toEqual([]);
  expect(after.bytes).toBe(before.bytes);

  for (const url of [
    `/blog/${"a".repeat(211)}`,
    "/blog/page/1234567",
    `/l/${"b".repeat(31)}`,
    "/tool/NOPE",
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()["content-type"], url).toContain("text/plain");
    expect(await response.text()).toBe("This page could not be found.");
  }
  // The longest slug a post can have still reaches the page (a rendered 404, as no such post exists).
  const longest = await request.get(`/blog/${"a".repeat(210)}`);
  expect(longest.status()).toBe(404);
  expect(longest.headers()["content-type"]).toContain("text/html");
});

test("a cached page is served whole, with no ETag hashed over it on each request", async ({ request }) => {
  await untilCached(request, "/about");
  const cached = await request.get("/about");
  expect(cached.status()).toBe(200);
  expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
  // next.config.ts generateEtags: Next would hash the whole page for an ETag on every request.
  expect(cached.headers()["etag"]).toBeUndefined();
  const revisit = await request.get("/about", { headers: { "if-none-match": '"anything"' } });
  expect(revisit.status()).toBe(200);
});

/** npm start's server sends a cached page in brotli, with its length; Next streams its pages gzipped (chunked). */
const answeredBeforeNext = (response: APIResponse) =>
  response.headers()["content-encoding"] === "br" && response.headers()["content-length"] !== undefined;

test("npm start's server answers a cached page before Next with Next's own headers and bytes", async ({
  request,
}) => {
  for (const path of ["/", "/about", "/tools", "/tool/ai-bio-generator", "/blog", "/ebooks", SEO_POST]) {
    // Next sends the cached copy as a HIT first, and the early answer takes its headers from that answer;
    // with a query the page is Next's to send again (from the same cache entry), to compare with.
    await untilCached(request, path);
    const fromNext = await request.get(`${path}?via=next`);
    const early = await request.get(path);
    expect(answeredBeforeNext(fromNext), path).toBe(false);
    expect(answeredBeforeNext(early), path).toBe(true);
    expect(early.status(), path).toBe(200);
    const comparable = (response: APIResponse) =>
      Object.entries(response.headers())
        .filter(
          ([name]) => !["date", "content-length", "transfer-encoding", "content-encoding"].includes(name),
        )
        .sort(([a], [b]) => a.localeCompare(b));
    expect(comparable(early), path).toEqual(comparable(fromNext));
    expect(await early.text(), path).toBe(await fromNext.text());
  }
});

test.describe("two instances sharing Redis", () => {
  // One pair of servers for both tests: serial, so one worker runs them and its hooks once.
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const databaseUrl = process.env.TEST_DATABASE_URL;
  let redis: RedisServer | undefined;
  let servers: ExtraServer[] = [];
  let sharedDatabase: string | undefined;

  test.beforeAll(async () => {
    // Two servers start from the suite's build, each in up to two minutes on a busy machine.
    test.setTimeout(240_000);
    if (!databaseUrl) throw new Error("TEST_DATABASE_URL must name a PostgreSQL database (docs/testing.md)");
    // A database of this spec's own, next to the test database, dropped at the end.
    const url = new URL(databaseUrl);
    const name = `${url.pathname.slice(1)}_page_cache`.replace(/[^a-z0-9_]/gi, "_");
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
    sharedDatabase = url.toString();

    redis = await startRedisServer();
    const env = {
      DATABASE_URL: sharedDatabase,
      REDIS_URL: redis.url,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      BETTER_AUTH_SECRET: "page-cache-spec-secret-0123456789abcdef",
    };
    // One after the other: the first migrates and seeds the shared database.
    servers.push(await startExtraServer({ server: "next start", port: E2E_PORT + 10, env, seed: true }));
    // The visitors' instance is npm start's: it answers the pages it has seen from the shared cache itself.
    servers.push(await startExtraServer({ server: "npm start", port: E2E_PORT + 20, env }));
  });

  test.afterAll(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const server of servers) console.log(`${server.baseURL}:\n${server.output().slice(-4000)}`);
    }
    for (const server of servers) await server.stop();
    servers = [];
    await redis?.stop();
    if (sharedDatabase && databaseUrl) {
      const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${new URL(sharedDatabase).pathname.slice(1)} with (force)`);
      await admin.end();
    }
  });

  test("an admin's save on one instance is the page the other serves next", async ({ browser, request }) => {
    const [first, second] = servers as [ExtraServer, ExtraServer];
    const admin = await browser.newContext({ baseURL: first.baseURL });
    const page = await admin.newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    const title = uniqueTitle("Shared cache");
    await createPostInEditor(page, { title, body: "Served from one cache.", status: "Published" });
    const slug = title.toLowerCase().replace(/\s+/g, "-");

    // Rendered on the first instance, then served by the second from the shared cache.
    const rendered = await request.get(`${first.baseURL}/blog/${slug}`);
    expect(rendered.status()).toBe(200);
    const fromCache = await request.get(`${second.baseURL}/blog/${slug}`);
    expect(fromCache.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await fromCache.text()).toContain(title);
    const early = await request.get(`${second.baseURL}/blog/${slug}`);
    expect(answeredBeforeNext(early)).toBe(true);
    expect(await early.text()).toContain(title);

    // The admin edits the title on the first instance.
    await page.goto("/admin/posts");
    await page.getByRole("article", { name: title }).getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Post", level: 1 })).toBeVisible();
    await page.getByLabel("Title *").fill(`${title} revised`);
    await page.getByRole("button", { name: "Save Post" }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await admin.close();

    // A visitor of the second instance sees the new title at once, not after the page's minute.
    const visitor = await browser.newPage();
    await visitor.goto(`${second.baseURL}/blog/${slug}`);
    await expect(visitor.getByRole("heading", { name: `${title} revised`, level: 1 })).toBeVisible();
    await visitor.close();
  });

  test("every key the cache writes expires, unknown slugs within a minute", async ({ request }) => {
    const [first] = servers as [ExtraServer];
    for (let i = 0; i < 30; i++) {
      expect((await request.get(`${first.baseURL}/blog/no-such-post-${i}`)).status()).toBe(404);
    }
    const client = createClient({ url: redis!.url });
    await client.connect();
    const keys = await client.keys("creatorkit:*");
    const ttls = await Promise.all(keys.map(async (key) => [key, await client.ttl(key)] as const));
    await client.close();
    const flood = ttls.filter(([key]) => key.includes("no-such-post-"));
    expect(flood.length).toBeGreaterThanOrEqual(30);
    for (const [key, ttl] of ttls) expect(ttl, key).toBeGreaterThan(0);
    for (const [key, ttl] of flood) expect(ttl, key).toBeLessThanOrEqual(60);
  });
});
