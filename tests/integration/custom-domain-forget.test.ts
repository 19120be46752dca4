import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getAuth } from "@/lib/auth/auth";
import { DomainHosts } from "@/lib/biolinks/domains/hosts";
import { slugOfPage } from "@/lib/biolinks/domains/page-name";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { createPage, savePage } from "@/lib/biolinks/store";
import { sharedPageCache } from "@/lib/cache/shared-cache";
import { truncateAll } from "../support/database";
import { draftWith, formData, linkBlock, makeUser } from "../support/biolinks";
import { ownership, serveZone, stopZone, tokenOf, userWithPage } from "../support/domains";
import { connectedRedisStore, startRedisServer, type RedisServer } from "../support/redis-server";

// A page's domain after the page goes (deleted, with its account, or disabled by the admin): it must
// serve nothing at once, on this instance and on the others, and Caddy must be told no. Before, the
// domain kept its old slug for 30 s, and a new page that took the slug was served on the old owner's
// domain. Domains are verified through the actions against a real DNS server (dnsmasq); the domain's
// addresses are asked of the routes Next's rewrites lead them to (lib/biolinks/domains/addresses.ts), with
// the domain in place of the slug.

const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.20", cookie: request.cookie }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const { addDomainAction, checkDomainAction } = await import("@/lib/biolinks/domains/actions");
const { deletePageAction } = await import("@/lib/biolinks/actions");
const { setPageDisabledAction } = await import("@/lib/biolinks/admin-actions");
const { deleteAccount } = await import("@/lib/account/actions");
const { GET: allowed } = await import("@/app/api/domains/allowed/route");
const { GET: clickRoute } = await import("@/app/l/[slug]/domain/go/[blockId]/route");

const DOMAIN = "links.ana.test";
const ask = async (domain: string) =>
  (await allowed(new Request(`http://127.0.0.1:3000/api/domains/allowed?domain=${domain}`))).status;

afterAll(stopZone);

/** The status of a click on `blockId` at DOMAIN/go/{id}. */
const clickOnDomain = async (blockId: string) =>
  (
    await clickRoute(new Request(`http://${DOMAIN}/go/${blockId}`), {
      params: Promise.resolve({ slug: DOMAIN, blockId }),
    })
  ).status;
/** The slug of the page DOMAIN/ shows, or null for a 404. */
const pageOnDomain = async () => (await getPublicPage(DOMAIN))?.slug ?? null;

/** Ana's page "ana" with DOMAIN verified, and the domain already served once (so it is cached). */
async function anaWithDomain() {
  const ana = await userWithPage("ana@example.com", "ana");
  request.cookie = ana.cookie;
  await serveZone({ cname: [[DOMAIN, "localhost"]] });
  await addDomainAction(null, formData({ pageId: ana.pageId, domain: DOMAIN }));
  await serveZone({ cname: [[DOMAIN, "localhost"]], txt: [ownership(DOMAIN, await tokenOf(ana.pageId))] });
  expect(await checkDomainAction(null, formData({ pageId: ana.pageId }))).toMatchObject({
    message: "Connected.",
  });
  // Served once, so that the domain is in memory.
  expect(await slugOfPage(DOMAIN)).toBe("ana");
  expect(await ask(DOMAIN)).toBe(200);
  return ana;
}

/** Another creator takes the freed slug "ana", with a link of theirs. */
async function slugTakenOver() {
  const mallory = await makeUser("mallory@example.com");
  const page = await createPage(mallory.id, { slug: "ana", title: "Not Ana" }, 5);
  if (!page.ok) throw new Error("the slug was not freed");
  const phish = linkBlock("Log in", "https://evil.example/phish");
  await savePage(mallory.id, page.id, draftWith([phish], { published: true }));
  return phish.id;
}

describe("a page's domain when the page goes", () => {
  beforeEach(truncateAll);

  it("serves nothing once the page is deleted, not even the page that takes its slug", async () => {
    const ana = await anaWithDomain();
    expect(await deletePageAction(null, formData({ pageId: ana.pageId }))).toMatchObject({ ok: true });
    const block = await slugTakenOver();
    expect(await clickOnDomain(block)).toBe(404);
    expect(await pageOnDomain()).toBeNull();
    expect(await ask(DOMAIN)).toBe(404);
  });

  it("serves nothing once the account is deleted, and Caddy is told so at once", async () => {
    await anaWithDomain();
    // The action ends in a redirect home, thrown as Next's redirects are.
    await expect(deleteAccount(null, formData({ password: "user-password-1" }))).rejects.toThrow(
      "NEXT_REDIRECT",
    );
    expect(await ask(DOMAIN)).toBe(404);
    const block = await slugTakenOver();
    expect(await clickOnDomain(block)).toBe(404);
    expect(await pageOnDomain()).toBeNull();
  });

  it("serves nothing while the admin has the page disabled, and serves it again once enabled", async () => {
    const ana = await anaWithDomain();
    await ensureAdminAccount();
    const { headers } = await getAuth().api.signInUsername({
      body: { username: "admin", password: process.env.ADMIN_PASSWORD! },
      headers: new Headers({ "x-forwarded-for": "203.0.113.1" }),
      returnHeaders: true,
    });
    request.cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const disable = (disabled: boolean) =>
      setPageDisabledAction(null, formData({ pageId: ana.pageId, disabled: String(disabled) }));
    expect(await disable(true)).toMatchObject({ ok: true });
    expect(await slugOfPage(DOMAIN)).toBeNull();
    expect(await pageOnDomain()).toBeNull();
    expect(await ask(DOMAIN)).toBe(404);
    expect(await disable(false)).toMatchObject({ ok: true });
    expect(await slugOfPage(DOMAIN)).toBe("ana");
    expect(await ask(DOMAIN)).toBe(200);
  });
});

describe("another instance", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    sharedPageCache().store = undefined;
    await redis.stop();
  });

  it("forgets a deleted page's domain within a second, through the page cache's Redis", async () => {
    await truncateAll();
    // This process's actions announce through the page cache's store, as Next's copy opens it.
    sharedPageCache().store = await connectedRedisStore(redis.url, "creatorkit:test:");
    const other = new DomainHosts(() => undefined);
    const otherStore = await connectedRedisStore(redis.url, "creatorkit:test:");
    const instance = new DomainHosts(() => otherStore);
    try {
      const ana = await anaWithDomain();
      // The changes of the set-up heard first: only the deletion's may make it forget.
      await instance.hearChanges();
      expect(await instance.findDomain(DOMAIN)).toMatchObject({ slug: "ana", verified: true });
      expect(await other.findDomain(DOMAIN)).toMatchObject({ slug: "ana", verified: true });
      const deletedAt = Date.now();
      await deletePageAction(null, formData({ pageId: ana.pageId }));
      await slugTakenOver();
      await vi.waitFor(() => expect(instance.knownDomain(DOMAIN)).toBeUndefined(), {
        timeout: 3_000,
        interval: 50,
      });
      expect(Date.now() - deletedAt).toBeLessThan(2_500);
      expect(await instance.findDomain(DOMAIN)).toBeNull();
      // An instance without the shared store keeps its copy until its TTL (what REDIS_URL is for).
      expect(other.knownDomain(DOMAIN)).toMatchObject({ slug: "ana" });
    } finally {
      instance.stop();
      other.stop();
    }
  });
});
