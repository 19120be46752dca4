import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { createPage, savePage } from "@/lib/biolinks/store";
import { getPublicPost } from "@/lib/blog/public-post-queries";
import { CacheHandler } from "@/lib/cache/handler";
import { memoryStore } from "@/lib/cache/memory-store";
import type { CacheStore } from "@/lib/cache/store";
import { db } from "@/lib/db";
import { ebooks } from "@/lib/db/schema";
import { getPublishedEbookBySlug } from "@/lib/ebooks/public-queries";
import { setStorageDriver } from "@/lib/storage";
import { localDriver } from "@/lib/storage/local";
import { createPost } from "../support/blog-public-fixtures";
import { draftWith, formData, linkBlock, makeUser } from "../support/biolinks";
import { truncateAll } from "../support/database";
import { connectedRedisStore, startRedisServer, type RedisServer } from "../support/redis-server";
import { adminCookie } from "../support/admin";

// Issue 62, item 1: a takedown (a page disabled or unpublished, a post unpublished or deleted, an ebook
// archived) that lands while the page is being rendered must not leave the render's copy served as fresh.
// The page cache handler as Next drives it (get, the render, set), the real queries for the render and the
// real actions for the takedown; only Next's request context is stood in for: the cookie of a real
// sign-in, and revalidatePath, which Next turns into tags and hands the handler once the action is done.

const request = vi.hoisted(() => ({ cookie: "", tags: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: request.cookie }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
// Next's revalidatePath (server/web/spec-extension/revalidate.ts): the path's tag, or its route's.
vi.mock("next/cache", () => ({
  revalidatePath: (route: string, type?: string) => {
    const tag = `_N_T_${route.replace(/(.)\/$/, "$1")}`;
    request.tags.push(type ? `${tag}${tag.endsWith("/") ? "" : "/"}${type}` : tag);
  },
}));

const { setPageDisabledAction } = await import("@/lib/biolinks/admin-actions");
const { savePageAction } = await import("@/lib/biolinks/actions");
const { deletePostAction, savePostAction } = await import("@/lib/blog/actions");
const { saveEbook } = await import("@/lib/ebooks/actions");

const ctx = { revalidatedTags: [], _requestHeaders: {} } as CacheHandlerContext;
type Value = Parameters<CacheHandler["set"]>[1];
type SetCtx = Parameters<CacheHandler["set"]>[2];
type GetCtx = Parameters<CacheHandler["get"]>[1];
const pageCtx = { cacheControl: { revalidate: 60, expire: undefined }, isRoutePPREnabled: false } as SetCtx;
const getCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as GetCtx;

/** The tags Next gives a page's entry (server/lib/implicit-tags.ts): each segment of its route, its path. */
function implicitTags(route: string, pathname: string): string[] {
  const tags = ["/layout"];
  const segments = route.split("/").filter(Boolean);
  for (let i = 1; i <= segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join("/")}`;
    tags.push(prefix.endsWith("/page") ? prefix : `${prefix}/layout`);
  }
  return [...tags, pathname].map((tag) => `_N_T_${tag}`);
}

/** A rendered page as Next hands it to set(): its HTML says what the render read. */
function rendered(route: string, pathname: string, body: string | null): Value {
  return {
    kind: "APP_PAGE",
    html: `<html><body>${body ?? "This page could not be found."}</body></html>`,
    rscData: Buffer.from(body ?? ""),
    status: body === null ? 404 : 200,
    postponed: undefined,
    headers: { "x-next-cache-tags": implicitTags(route, pathname).join(",") },
    segmentData: new Map(),
  } as unknown as Value;
}

interface Case {
  name: string;
  route: string;
  pathname: string;
  /** What the page's render reads: its text, or null once taken down. */
  read: () => Promise<string | null>;
  takeDown: () => Promise<void>;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

async function signIn(cookie: Promise<string> | string) {
  request.cookie = await cookie;
}

/** The takedown as Next runs an action: the action, then its revalidations handed to a handler. */
async function runAction(handler: CacheHandler, action: () => Promise<unknown>) {
  request.tags = [];
  try {
    await action();
  } catch (error) {
    // savePostAction ends in redirect(), which throws; its revalidations were made before.
    if (!String((error as { digest?: unknown }).digest ?? "").startsWith("NEXT_REDIRECT")) throw error;
  }
  expect(request.tags.length).toBeGreaterThan(0);
  await handler.revalidateTag(request.tags);
}

let owner: { id: string; cookie: string };
let pageId: string;
let postId: number;
let ebookId: string;
const shop = linkBlock("Shop", "https://phish.example/");

/** A public bio page with a link, a published post and a published ebook. */
async function seed() {
  await truncateAll();
  await ensureAdminAccount();
  setStorageDriver(localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-takedown-"))));
  owner = await makeUser("ana@example.com");
  const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
  pageId = created.ok ? created.id : "";
  await savePage(owner.id, pageId, draftWith([shop]));
  postId = (await createPost({ title: "Takedown post", slug: "takedown-post" }))!.id;
  const [ebook] = await db
    .insert(ebooks)
    .values({
      title: "Takedown ebook",
      slug: "takedown-ebook",
      description: "An ebook.",
      filePath: "https://www.dropbox.com/s/abc/e.pdf?dl=0",
      status: "published",
    })
    .returning({ id: ebooks.id });
  ebookId = ebook!.id;
}

beforeEach(seed);

function cases(instance: () => CacheHandler): Case[] {
  const bioPage = async () => ((await getPublicPage("ana")) ? "Ana: Shop https://phish.example/" : null);
  const post = async () => (await getPublicPost("takedown-post"))?.title ?? null;
  const ebook = async () => (await getPublishedEbookBySlug("takedown-ebook"))?.title ?? null;
  const ebookForm = (status: string) =>
    formData({
      id: ebookId,
      title: "Takedown ebook",
      slug: "takedown-ebook",
      description: "An ebook.",
      filePath: "https://www.dropbox.com/s/abc/e.pdf?dl=0",
      status,
      isFree: "on",
    });
  return [
    {
      name: "a bio page the admin disables",
      route: "/l/[slug]/page",
      pathname: "/l/ana",
      read: bioPage,
      takeDown: async () => {
        await signIn(adminCookie());
        await runAction(instance(), () =>
          setPageDisabledAction(null, formData({ pageId, disabled: "true" })),
        );
      },
    },
    {
      name: "a bio page on its creator's domain, disabled",
      route: "/l/[slug]/domain/page",
      pathname: "/l/ana/domain",
      read: bioPage,
      takeDown: async () => {
        await signIn(adminCookie());
        await runAction(instance(), () =>
          setPageDisabledAction(null, formData({ pageId, disabled: "true" })),
        );
      },
    },
    {
      name: "a bio page its owner unpublishes",
      route: "/l/[slug]/page",
      pathname: "/l/ana",
      read: bioPage,
      takeDown: async () => {
        await signIn(owner.cookie);
        const draft = JSON.stringify(draftWith([shop], { published: false }));
        await runAction(instance(), () => savePageAction(null, formData({ pageId, draft })));
      },
    },
    {
      name: "a post unpublished",
      route: "/(blog)/blog/[slug]/page",
      pathname: "/blog/takedown-post",
      read: post,
      takeDown: async () => {
        await signIn(adminCookie());
        const fields = { id: String(postId), title: "Takedown post", slug: "takedown-post" };
        await runAction(instance(), () =>
          savePostAction(null, formData({ ...fields, content: "<p>Some words.</p>", status: "draft" })),
        );
      },
    },
    {
      name: "a post deleted",
      route: "/(blog)/blog/[slug]/page",
      pathname: "/blog/takedown-post",
      read: post,
      takeDown: async () => {
        await signIn(adminCookie());
        await runAction(instance(), () => deletePostAction(null, formData({ id: String(postId) })));
      },
    },
    {
      name: "an ebook archived",
      route: "/(site)/ebooks/[slug]/page",
      pathname: "/ebooks/takedown-ebook",
      read: ebook,
      takeDown: async () => {
        await signIn(adminCookie());
        await runAction(instance(), () => saveEbook(null, ebookForm("archived")));
      },
    },
  ];
}

/**
 * One takedown during one render: `renderer` reads and stores the page, `other` (another instance, or the
 * same one) takes it down in between. `cached` starts from a copy past its period, the reviewer's case.
 */
async function takedownDuringRender(
  test: Case,
  renderer: CacheHandler,
  rendererStore: CacheStore,
  { cached }: { cached: boolean },
) {
  const key = `/route-cache/APP_PAGE/0abc/$${test.pathname}`;
  if (cached) {
    const old = rendered(test.route, test.pathname, await test.read());
    await renderer.set(key, old, pageCtx);
    const entry = (await rendererStore.read(key))!;
    // Stored 61 s ago, as a 60 s page is when a visit sets off its regeneration.
    await rendererStore.write(
      key,
      { ...entry, lastModified: Date.now() - 61_000, renderedAt: undefined },
      60,
    );
    expect(await renderer.get(key, getCtx)).not.toBeNull();
  } else {
    expect(await renderer.get(key, getCtx)).toBeNull();
  }
  // The render reads the page while it is still public...
  const body = await test.read();
  expect(body).not.toBeNull();
  await tick();
  // ...the takedown lands before the render is stored...
  await test.takeDown();
  expect(await test.read()).toBeNull();
  await tick();
  await renderer.set(key, rendered(test.route, test.pathname, body), pageCtx);
  // ...so the stored copy is no fresh copy: the next visit renders, and reads the takedown.
  expect(await renderer.get(key, getCtx), test.name).toBeNull();
  await renderer.set(key, rendered(test.route, test.pathname, await test.read()), pageCtx);
  const after = await renderer.get(key, getCtx);
  expect(after?.value && "status" in after.value ? after.value.status : null, test.name).toBe(404);
}

describe("a takedown during a render, in one process", () => {
  let handler: CacheHandler;
  let store: CacheStore;
  beforeEach(() => {
    store = memoryStore(8 * 1024 * 1024);
    handler = new CacheHandler(ctx, store, async () => true);
  });

  for (const test of cases(() => handler)) {
    for (const cached of [false, true]) {
      it(`${test.name} is never served as fresh (${cached ? "its stale copy regenerating" : "a first render"})`, () =>
        takedownDuringRender(test, handler, store, { cached }));
    }
  }

  it("keeps a render that began after the takedown: no render on every visit", async () => {
    await signIn(adminCookie());
    await runAction(handler, () => setPageDisabledAction(null, formData({ pageId, disabled: "true" })));
    const key = "/route-cache/APP_PAGE/0abc/$/l/ana";
    expect(await handler.get(key, getCtx)).toBeNull();
    const body = (await getPublicPage("ana")) ? "Ana" : null;
    await handler.set(key, rendered("/l/[slug]/page", "/l/ana", body), pageCtx);
    expect(await handler.get(key, getCtx)).not.toBeNull();
  });
});

describe("a takedown during a render on another instance (one Redis)", () => {
  let redis: RedisServer;
  const prefix = `takedown-${process.pid}-${Date.now()}:`;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("is never served as fresh by either instance", async () => {
    const rendererStore = await connectedRedisStore(redis.url, prefix);
    const renderer = new CacheHandler(ctx, rendererStore, async () => true);
    const other = new CacheHandler(ctx, await connectedRedisStore(redis.url, prefix), async () => true);
    const [disabled] = cases(() => other);
    await takedownDuringRender(disabled!, renderer, rendererStore, { cached: true });
    // The instance that took the page down does not serve the straddling render either.
    const key = "/route-cache/APP_PAGE/0abc/$/l/ana";
    const seen = await other.get(key, getCtx);
    expect(seen?.value && "status" in seen.value ? seen.value.status : null).toBe(404);
  });
});
