import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getAuth } from "@/lib/auth/auth";
import { countEvent } from "@/lib/biolinks/count";
import { flushEvents } from "@/lib/biolinks/event-queue";
import { findClickTarget, findViewTarget, VIEW_BLOCK_ID } from "@/lib/biolinks/events";
import { listAllPages } from "@/lib/biolinks/admin-queries";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { listUsers } from "@/lib/users/queries";
import { getPageStats } from "@/lib/biolinks/stats";
import { createPage, savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioEvents, session } from "@/lib/db/schema";
import { truncateAll } from "../support/database";
import { draftWith, formData, linkBlock, makeUser } from "../support/biolinks";

const request = vi.hoisted(() => ({ cookie: "", revalidated: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: request.cookie }),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => request.revalidated.push(path) }));

const { banUserAction, unbanUserAction } = await import("@/lib/users/actions");
const { setPageDisabledAction } = await import("@/lib/biolinks/admin-actions");

async function adminCookie(): Promise<string> {
  const { headers } = await getAuth().api.signInUsername({
    body: { username: "admin", password: process.env.ADMIN_PASSWORD! },
    headers: new Headers({ "x-forwarded-for": "203.0.113.1" }),
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("admin: bans and disabled pages", () => {
  let owner: { id: string; cookie: string };
  let pageId: string;
  const shop = linkBlock("Shop", "https://shop.example/");

  beforeEach(async () => {
    await truncateAll();
    await ensureAdminAccount();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith([shop]));
    request.revalidated = [];
  });

  it("a ban ends the user's sessions at once and their pages answer 404; unban restores them", async () => {
    expect(await db.$count(session, eq(session.userId, owner.id))).toBe(1);
    request.cookie = await adminCookie();
    expect(await banUserAction(null, formData({ userId: owner.id }))).toMatchObject({ ok: true });
    expect(await db.$count(session, eq(session.userId, owner.id))).toBe(0);
    expect(request.revalidated).toContain("/l/ana");
    expect(await getPublicPage("ana")).toBeNull();
    expect(await unbanUserAction(null, formData({ userId: owner.id }))).toMatchObject({ ok: true });
    expect(await getPublicPage("ana")).not.toBeNull();
  });

  it("disabling a page hides it and its links; enabling brings it back", async () => {
    request.cookie = await adminCookie();
    expect(await setPageDisabledAction(null, formData({ pageId, disabled: "true" }))).toEqual({
      ok: true,
      message: "/l/ana is disabled",
    });
    expect([await getPublicPage("ana"), await findClickTarget("ana", shop.id)]).toEqual([null, null]);
    expect(await setPageDisabledAction(null, formData({ pageId, disabled: "false" }))).toMatchObject({
      ok: true,
    });
    expect(await getPublicPage("ana")).not.toBeNull();
  });

  it("lists and searches users with their page counts and ban state", async () => {
    await makeUser("bo@example.com");
    request.cookie = await adminCookie();
    await banUserAction(null, formData({ userId: owner.id }));
    const found = await listUsers({ q: "ana@" });
    expect(found).toEqual([expect.objectContaining({ email: "ana@example.com", pages: 1, banned: true })]);
    expect((await listUsers({})).map((u) => u.email).sort()).toEqual([
      "admin@creatorkit.local",
      "ana@example.com",
      "bo@example.com",
    ]);
    expect(await listAllPages({ q: "ana" })).toEqual([
      expect.objectContaining({ slug: "ana", ownerEmail: "ana@example.com" }),
    ]);
  });

  it("refuses both to a site user, even the page's owner", async () => {
    request.cookie = owner.cookie;
    expect(await banUserAction(null, formData({ userId: owner.id }))).toEqual({
      ok: false,
      message: NOT_ALLOWED,
    });
    expect(await setPageDisabledAction(null, formData({ pageId, disabled: "true" }))).toEqual({
      ok: false,
      message: NOT_ALLOWED,
    });
    expect(await getPublicPage("ana")).not.toBeNull();
  });
});

describe("page statistics", () => {
  beforeEach(async () => {
    await flushEvents();
    await truncateAll();
  });

  it("add up views, daily unique visitors, clicks, CTR per link and devices, for the owner only", async () => {
    const owner = await makeUser("ana@example.com");
    const other = await makeUser("bo@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    const pageId = created.ok ? created.id : "";
    const shop = linkBlock("Shop", "https://shop.example/");
    const blog = linkBlock("Blog", "https://blog.example/");
    await savePage(owner.id, pageId, draftWith([shop, blog]));
    const visit = (ip: string, ua: string) =>
      new Request("http://x/", { headers: { "x-forwarded-for": ip, "user-agent": ua } });
    const desktop = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36";
    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";
    const view = (await findViewTarget("ana"))!;
    for (const [ip, ua] of [
      ["198.51.100.1", desktop],
      ["198.51.100.1", desktop],
      ["198.51.100.2", phone],
      ["198.51.100.3", phone],
    ] as const) {
      await countEvent(visit(ip, ua), view, VIEW_BLOCK_ID);
    }
    // One visitor clicking Shop three times is one click, three in total.
    const target = (await findClickTarget("ana", shop.id))!;
    for (let i = 0; i < 3; i++) await countEvent(visit("198.51.100.2", phone), target, shop.id);
    await flushEvents();
    const stats = await getPageStats(owner.id, "ana", 7);
    expect(stats).toMatchObject({
      views: 4,
      visitors: 3,
      clicks: 1,
      totalClicks: 3,
      devices: { mobile: 2, desktop: 1 },
    });
    expect(stats?.links).toEqual([
      { id: shop.id, title: "Shop", clicks: 1, totalClicks: 3, ctr: 0.25 },
      { id: blog.id, title: "Blog", clicks: 0, totalClicks: 0, ctr: 0 },
    ]);
    expect(stats?.daily).toHaveLength(7);
    expect(stats?.daily.at(-1)).toMatchObject({ views: 4, clicks: 1 });
    expect((await getPageStats(owner.id, "ana", 90))?.daily).toHaveLength(90);
    expect(await getPageStats(other.id, "ana", 7)).toBeNull();
  });

  it("list the top referrers of the chosen period by views, Direct included, clicks left out", async () => {
    const owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    const pageId = created.ok ? created.id : "";
    const shop = linkBlock("Shop", "https://shop.example/");
    await savePage(owner.id, pageId, draftWith([shop]));
    const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36";
    const visit = (ip: string) =>
      new Request("http://x/", { headers: { "x-forwarded-for": ip, "user-agent": browser } });
    const view = (await findViewTarget("ana"))!;
    for (const [ip, host] of [
      ["198.51.100.1", "instagram.com"],
      ["198.51.100.1", "instagram.com"],
      ["198.51.100.2", "instagram.com"],
      ["198.51.100.3", "t.co"],
      ["198.51.100.4", ""],
    ] as const) {
      await countEvent(visit(ip), view, VIEW_BLOCK_ID, host);
    }
    await countEvent(visit("198.51.100.3"), (await findClickTarget("ana", shop.id))!, shop.id, "t.co");
    await flushEvents();
    // Forty days ago: in the 90-day view only.
    await db.insert(bioEvents).values({
      pageId,
      blockId: VIEW_BLOCK_ID,
      day: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
      visitorHash: "old",
      hits: 5,
      referrer: "old.example",
    });
    expect((await getPageStats(owner.id, "ana", 7))?.referrers).toEqual([
      { host: "instagram.com", views: 3 },
      { host: "", views: 1 },
      { host: "t.co", views: 1 },
    ]);
    expect((await getPageStats(owner.id, "ana", 90))?.referrers[0]).toEqual({
      host: "old.example",
      views: 5,
    });
  });
});
