import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_ALLOWED } from "@/lib/action";
import { deleteUserAccount } from "@/lib/account/store";
import { storeAvatar } from "@/lib/biolinks/avatar";
import { getEditablePage } from "@/lib/biolinks/queries";
import { setAvatar } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioBlocks, bioPages } from "@/lib/db/schema";
import { recordView, storedEvents } from "../support/stored-events";
import { setStorageDriver, storage } from "@/lib/storage";
import { localDriver } from "@/lib/storage/local";
import { truncateAll } from "../support/database";
import { draftWith, formData, linkBlock, makeUser } from "../support/biolinks";

const PIXEL = { create: { width: 64, height: 64, channels: 3, background: "#0ea5e9" } } as const;

// The actions run for real (session, zod, database); only Next's request context is stood in for.
const request = vi.hoisted(() => ({ cookie: "", revalidated: [] as string[] }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    toString: () => request.cookie,
    get: () => undefined,
    getAll: () => [],
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => request.revalidated.push(path) }));

const { createPageAction, deletePageAction, savePageAction } = await import("@/lib/biolinks/actions");

async function create(slug: string, title = "Links") {
  return createPageAction(null, formData({ slug, title })).catch((e: { digest?: string }) => e.digest ?? e);
}

async function pageId(slug: string): Promise<string> {
  const [row] = await db.select({ id: bioPages.id }).from(bioPages).where(eq(bioPages.slug, slug));
  return row!.id;
}

describe("creating pages", () => {
  beforeEach(async () => {
    await truncateAll();
    request.cookie = (await makeUser("ana@example.com")).cookie;
  });

  it("creates a draft page and goes to its editor", async () => {
    expect(await create("ana-links", "Ana's links")).toMatch(/^NEXT_REDIRECT;.*;\/edit\/ana-links;/);
    const [page] = await db.select().from(bioPages);
    expect(page).toMatchObject({ slug: "ana-links", title: "Ana's links", published: false });
  });

  it("refuses bad slugs, reserved words and taken addresses with a clear message", async () => {
    for (const slug of ["ab", "a".repeat(31), "Ana", "ana_links", "-ana", "ana-", "ana links"]) {
      expect(await create(slug)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Use 3–30 characters/),
      });
    }
    for (const slug of ["admin", "api", "login", "blog", "tools"]) {
      expect(await create(slug)).toMatchObject({
        ok: false,
        message: "This address is reserved. Choose another.",
      });
    }
    await create("ana-links");
    request.cookie = (await makeUser("bo@example.com")).cookie;
    expect(await create("ana-links")).toMatchObject({
      ok: false,
      fieldErrors: { slug: ["This address is already taken. Choose another."] },
    });
    expect(await db.$count(bioPages)).toBe(1);
  });

  it("stops at the page limit (5 by default)", async () => {
    for (let i = 1; i <= 5; i++) expect(await create(`page-${i}`)).toMatch(/^NEXT_REDIRECT/);
    expect(await create("page-6")).toMatchObject({
      ok: false,
      message: "You can have up to 5 pages. Delete one to make room.",
    });
    expect(await db.$count(bioPages)).toBe(5);
  });

  it("refuses a visitor without a session", async () => {
    request.cookie = "";
    expect(await create("sneaky")).toMatchObject({ ok: false, message: NOT_ALLOWED });
  });
});

describe("saving and deleting pages", () => {
  let ana: { id: string; cookie: string };
  let bo: { id: string; cookie: string };

  beforeEach(async () => {
    await truncateAll();
    ana = await makeUser("ana@example.com");
    bo = await makeUser("bo@example.com");
    request.cookie = ana.cookie;
    await create("ana-links");
  });

  const save = (id: string, draft: unknown) =>
    savePageAction(null, formData({ pageId: id, draft: JSON.stringify(draft) }));

  it("saves the profile and the blocks in order, and refreshes the public page", async () => {
    const id = await pageId("ana-links");
    const blocks = [linkBlock("Shop", "https://shop.example"), linkBlock("Mail", "mailto:ana@example.com")];
    expect(await save(id, draftWith(blocks))).toEqual({ ok: true, message: "Saved" });
    expect(request.revalidated).toContain("/l/ana-links");
    const editable = await getEditablePage(ana.id, "ana-links");
    expect(editable?.draft.blocks.map((b) => b.id)).toEqual(blocks.map((b) => b.id));
    // Reordered and one removed.
    expect(await save(id, draftWith([blocks[1]!]))).toMatchObject({ ok: true });
    expect((await getEditablePage(ana.id, "ana-links"))?.draft.blocks).toEqual([blocks[1]]);
  });

  it("changes nothing of another user's page, even with its page and block ids", async () => {
    const id = await pageId("ana-links");
    const block = linkBlock("Shop", "https://shop.example");
    await save(id, draftWith([block]));
    request.cookie = bo.cookie;
    await create("bo-links");
    const evil = linkBlock("Evil", "https://evil.example", { id: block.id });
    expect(await save(id, draftWith([evil], { title: "Hacked" }))).toMatchObject({ ok: false });
    expect(await save(await pageId("bo-links"), draftWith([evil]))).toMatchObject({ ok: true });
    expect(await deletePageAction(null, formData({ pageId: id }))).toMatchObject({ ok: false });
    expect(await getEditablePage(bo.id, "ana-links")).toBeNull();
    const kept = await getEditablePage(ana.id, "ana-links");
    expect(kept?.draft.title).toBe("My links");
    expect(kept?.draft.blocks).toEqual([block]);
  });

  it("refuses unsafe link schemes with a clear message and keeps the saved page", async () => {
    const id = await pageId("ana-links");
    for (const url of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:x",
      "file:///etc/passwd",
      "//evil.example",
      "https://ex\u0000ample.com",
    ]) {
      expect(await save(id, draftWith([linkBlock("Bad", url)]))).toMatchObject({
        ok: false,
        message: "Links must start with https://, http://, mailto: or tel:",
      });
    }
    for (const url of [
      "https://a.example/x?y=1",
      "http://a.example",
      "mailto:a@example.com",
      "tel:+15551234",
    ]) {
      expect(await save(id, draftWith([linkBlock("Good", url)]))).toMatchObject({ ok: true });
    }
  });

  it("refuses a custom theme whose colours fail WCAG AA, showing the ratio", async () => {
    const id = await pageId("ana-links");
    const theme = {
      name: "custom",
      colors: { background: "#ffffff", text: "#999999", button: "#000000", buttonText: "#ffffff" },
    };
    expect(await save(id, draftWith([], { theme } as never))).toMatchObject({
      ok: false,
      message: "Text on the background has a contrast of 2.85:1; WCAG AA needs at least 4.5:1",
    });
  });

  it("deletes the owner's page with its blocks and statistics", async () => {
    const id = await pageId("ana-links");
    await save(id, draftWith([linkBlock("Shop", "https://shop.example")]));
    recordView(id);
    expect(await storedEvents()).toHaveLength(1);
    expect(await deletePageAction(null, formData({ pageId: id }))).toEqual({
      ok: true,
      message: "Deleted /l/ana-links",
    });
    expect([await db.$count(bioPages), await db.$count(bioBlocks), (await storedEvents()).length]).toEqual([
      0, 0, 0,
    ]);
  });

  it("deleting a page with an avatar removes the avatar file too", async () => {
    setStorageDriver(localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-page-avatar-"))));
    const id = await pageId("ana-links");
    const stored = await storeAvatar(
      new File([new Uint8Array(await sharp(PIXEL).png().toBuffer())], "me.png", { type: "image/png" }),
    );
    if (!stored.ok) throw new Error(stored.message);
    await setAvatar(ana.id, id, stored.key);
    expect(await storage().get(stored.key)).not.toBeNull();
    expect(await deletePageAction(null, formData({ pageId: id }))).toMatchObject({ ok: true });
    expect(await storage().get(stored.key)).toBeNull();
    setStorageDriver(undefined);
  });

  it("account deletion takes every page, block and click record with it", async () => {
    const id = await pageId("ana-links");
    await save(id, draftWith([linkBlock("Shop", "https://shop.example")]));
    recordView(id);
    request.cookie = bo.cookie;
    await create("bo-links");
    const [bos] = await db.select({ id: bioPages.id }).from(bioPages).where(eq(bioPages.slug, "bo-links"));
    recordView(bos!.id);
    expect(await storedEvents()).toHaveLength(2);
    expect(await deleteUserAccount(ana.id)).toBe(true);
    expect(await db.select({ slug: bioPages.slug }).from(bioPages)).toEqual([{ slug: "bo-links" }]);
    expect(await db.$count(bioBlocks)).toBe(0);
    // The other account's page keeps its statistics.
    expect((await storedEvents()).map((e) => e.pageId)).toEqual([bos!.id]);
  });
});
