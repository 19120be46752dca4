import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteUserAccount } from "@/lib/account/store";
import { storeAvatar } from "@/lib/biolinks/avatar";
import { initialsOf, ogAvatar } from "@/lib/biolinks/og-avatar";
import { createPage, savePage, setAvatar } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioPages, user } from "@/lib/db/schema";
import { setStorageDriver, storage } from "@/lib/storage";
import { localDriver } from "@/lib/storage/local";
import { truncateAll } from "../support/database";
import { draftWith, makeUser } from "../support/biolinks";

// The Open Graph route renders through next/og, which needs Next's request context only for caching.
const { default: BioOpenGraphImage } = await import("@/app/l/[slug]/opengraph-image");

async function photo(): Promise<File> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], "me.png", { type: "image/png" });
}

async function redPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 100) red++;
  }
  return red;
}

/** A page of `userId` with an uploaded avatar; returns the page id and the file's key. */
async function pageWithAvatar(userId: string, slug: string) {
  const created = await createPage(userId, { slug, title: slug }, 5);
  if (!created.ok) throw new Error("page not created");
  await savePage(userId, created.id, draftWith([], { displayName: "Ana Example" }));
  const stored = await storeAvatar(await photo());
  if (!stored.ok) throw new Error(stored.message);
  await setAvatar(userId, created.id, stored.key);
  return { pageId: created.id, key: stored.key };
}

beforeEach(async () => {
  await truncateAll();
  setStorageDriver(localDriver(mkdtempSync(path.join(tmpdir(), "creatorkit-avatars-"))));
});
afterAll(() => setStorageDriver(undefined));

describe("the Open Graph image of a bio page", () => {
  it("embeds the stored avatar as a PNG data URL, read from storage", async () => {
    const ana = await makeUser("ana@example.com");
    const { key } = await pageWithAvatar(ana.id, "ana");
    const avatar = await ogAvatar(key, "Ana Example");
    expect(avatar.initials).toBe("AE");
    expect(avatar.src).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(avatar.src!.split(",")[1]!, "base64");
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 220, height: 220 });
  });

  it("falls back to initials without an avatar or when its file is gone", async () => {
    expect(await ogAvatar(null, "ana example")).toEqual({ src: null, initials: "AE" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await ogAvatar("images/00000000-0000-4000-8000-000000000000.webp", "Émile")).toEqual({
      src: null,
      initials: "É",
    });
    error.mockRestore();
    expect(initialsOf("  ")).toBe("?");
    expect(initialsOf("Ana Maria Example")).toBe("AE");
  });

  it("draws a PNG card for a page with an avatar and for one without", async () => {
    const ana = await makeUser("ana@example.com");
    await pageWithAvatar(ana.id, "ana");
    const withAvatar = await BioOpenGraphImage({ params: Promise.resolve({ slug: "ana" }) });
    expect(withAvatar.headers.get("content-type")).toBe("image/png");
    const drawn = Buffer.from(await withAvatar.arrayBuffer());
    expect(await sharp(drawn).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    await db.update(bioPages).set({ avatarKey: null });
    const without = await BioOpenGraphImage({ params: Promise.resolve({ slug: "ana" }) });
    expect(without.headers.get("content-type")).toBe("image/png");
    // The photo is plain red: a 220 px round avatar adds about 38,000 red pixels to the card.
    const added = (await redPixels(drawn)) - (await redPixels(Buffer.from(await without.arrayBuffer())));
    expect(added).toBeGreaterThan(30_000);
  });
});

describe("avatar files when pages go", () => {
  it("account deletion removes the user's avatar files after the rows, and leaves others' files", async () => {
    const ana = await makeUser("ana@example.com");
    const bo = await makeUser("bo@example.com");
    const first = await pageWithAvatar(ana.id, "ana");
    const second = await pageWithAvatar(ana.id, "ana-shop");
    const others = await pageWithAvatar(bo.id, "bo-links");
    expect(await storage().get(first.key)).not.toBeNull();
    expect(await deleteUserAccount(ana.id)).toBe(true);
    expect(await storage().get(first.key)).toBeNull();
    expect(await storage().get(second.key)).toBeNull();
    expect(await storage().get(others.key)).not.toBeNull();
    expect((await storage().list()).map((f) => f.key)).toEqual([others.key]);
  });

  it("a storage failure does not undo the account deletion; it is logged", async () => {
    const ana = await makeUser("ana@example.com");
    const { key } = await pageWithAvatar(ana.id, "ana");
    const working = storage();
    setStorageDriver({
      ...working,
      delete: async () => {
        throw new Error("storage is down");
      },
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await deleteUserAccount(ana.id)).toBe(true);
    expect(error).toHaveBeenCalledWith("[biolinks] could not delete avatar file", key, expect.any(Error));
    error.mockRestore();
    expect([await db.$count(user), await db.$count(bioPages)]).toEqual([0, 0]);
  });
});
