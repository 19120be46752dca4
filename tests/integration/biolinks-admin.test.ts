import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { findClickTarget } from "@/lib/biolinks/events";
import { listAllPages } from "@/lib/biolinks/admin-queries";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { listUsers } from "@/lib/users/queries";
import { createPage, savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { session } from "@/lib/db/schema";
import { truncateAll } from "../support/database";
import { draftWith, formData, linkBlock, makeUser } from "../support/biolinks";
import { adminCookie } from "../support/admin";

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
