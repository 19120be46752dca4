import { registered } from "@/lib/process-registry";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clickTarget, forgetBioTargets, viewTarget } from "@/lib/biolinks/bio-targets";
import { createPage, savePage } from "@/lib/biolinks/store";
import { ChangeMark } from "@/lib/cache/change-mark";
import { sharedPageCache } from "@/lib/cache/shared-cache";
import type { CacheStore } from "@/lib/cache/store";
import { db } from "@/lib/db";
import { bioPages } from "@/lib/db/schema";
import { truncateAll } from "../support/database";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";
import { connectedRedisStore, startRedisServer, type RedisServer } from "../support/redis-server";

// A takedown takes effect at once, on every instance: where a bio link goes and which page a view counts
// for are cached per process (lib/biolinks/bio-targets.ts), and a save, unpublish or admin disable must
// clear them everywhere. Before, the clear reached this process only (other instances kept redirecting a
// disabled page's links for up to 60 s), and a lookup begun before the clear could store the old target
// after it. The row is changed behind the cache's back (no forget) to tell a cached answer from a read.

vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

/** The tag bio-targets.ts announces its forgets on (spelt out: the test must not depend on the module). */
const TAG = "creatorkit:bio-targets";

const setDisabled = (pageId: string, disabled: boolean) =>
  db
    .update(bioPages)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(bioPages.id, pageId));

let pageId: string;
const shop = linkBlock("Shop", "https://shop.example/");

async function anaWithLink() {
  await truncateAll();
  await forgetBioTargets();
  const owner = await makeUser("ana@example.com");
  const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
  if (!created.ok) throw new Error("no page");
  pageId = created.id;
  await savePage(owner.id, pageId, draftWith([shop]));
}

describe("a lookup begun before a forget", () => {
  beforeEach(anaWithLink);

  it("does not cache the link it read: the next click reads the database again", async () => {
    // A miss: the lookup is under way when the page is taken down and the caches are cleared.
    const lookup = clickTarget("ana", shop.id);
    await forgetBioTargets();
    expect((await lookup)?.url).toBe("https://shop.example/");
    // Disabled behind the cache's back: only a read of the database can tell.
    await setDisabled(pageId, true);
    expect(await clickTarget("ana", shop.id)).toBeNull();
  });

  it("does not cache the view target it read either", async () => {
    const lookup = viewTarget("ana");
    await forgetBioTargets();
    expect(await lookup).toMatchObject({ pageId });
    await setDisabled(pageId, true);
    expect(await viewTarget("ana")).toBeNull();
  });

  it("is cached as before when no forget came in between", async () => {
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
    await setDisabled(pageId, true);
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
    await forgetBioTargets();
    expect(await clickTarget("ana", shop.id)).toBeNull();
  });
});

describe("instances sharing one Redis", () => {
  let redis: RedisServer;
  const marks: ChangeMark[] = [];
  /** A ChangeMark of another instance on its own connection, with how often it has heard a change. */
  const instance = async (tag: string, store: CacheStore) => {
    const heard = { count: 0 };
    const mark = new ChangeMark(
      tag,
      () => heard.count++,
      () => store,
    );
    marks.push(mark);
    return { mark, heard };
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const mark of marks) mark.stop();
    sharedPageCache().store = undefined;
    await redis.stop();
  });

  it("a ChangeMark hears another's announcement within a poll, and only once", async () => {
    const a = await instance("test:a", await connectedRedisStore(redis.url, "creatorkit:test-a:"));
    const b = await instance("test:a", await connectedRedisStore(redis.url, "creatorkit:test-a:"));
    const announcedAt = Date.now();
    await a.mark.announce();
    await vi.waitFor(() => expect(b.heard.count).toBe(1), { timeout: 3_000, interval: 20 });
    expect(Date.now() - announcedAt).toBeLessThan(2_000);
    await b.mark.hear();
    expect(b.heard.count).toBe(1);
  });

  it("an instance whose own mark overwrote another's still hears the other's", async () => {
    const a = await instance("test:b", await connectedRedisStore(redis.url, "creatorkit:test-b:"));
    const b = await instance("test:b", await connectedRedisStore(redis.url, "creatorkit:test-b:"));
    a.mark.stop();
    await b.mark.announce();
    // a's change lands just after b's (and a forgot its own entries before b's change was committed).
    await a.mark.announce();
    await a.mark.hear();
    expect(a.heard.count).toBe(1);
  });

  it("clears this process's link and view targets within a poll of another's forget", async () => {
    await anaWithLink();
    const prefix = "creatorkit:test-bio:";
    sharedPageCache().store = await connectedRedisStore(redis.url, prefix);
    const other = await instance(TAG, await connectedRedisStore(redis.url, prefix));
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
    expect(await viewTarget("ana")).toMatchObject({ pageId });

    // The admin disables the page on the other instance: its row changes, then its forget is announced.
    await setDisabled(pageId, true);
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
    const forgotAt = Date.now();
    await other.mark.announce();
    await vi.waitFor(async () => expect(await clickTarget("ana", shop.id)).toBeNull(), {
      timeout: 3_000,
      interval: 20,
    });
    expect(Date.now() - forgotAt).toBeLessThan(2_000);
    expect(await viewTarget("ana")).toBeNull();

    // And this process's forget reaches the other instance.
    await other.mark.hear();
    const before = other.heard.count;
    const announcedAt = Date.now();
    await setDisabled(pageId, false);
    await forgetBioTargets();
    await vi.waitFor(() => expect(other.heard.count).toBe(before + 1), { timeout: 3_000, interval: 20 });
    expect(Date.now() - announcedAt).toBeLessThan(2_000);
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
  });

  it("made-up slugs, however long, stay within the cache's bytes and leave real pages answering", async () => {
    await anaWithLink();
    expect((await viewTarget("ana"))?.pageId).toBe(pageId);
    // 2,500 misses of an 8 KB slug each: 20 MB of keys if only the count (20,000) bounded them.
    for (let i = 0; i < 2_500; i++) expect(await viewTarget(`${i}-${"x".repeat(8_000)}`)).toBeNull();
    const { views } = registered("bioTargets")!;
    expect(views.calculatedSize).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(views.size).toBeLessThan(2_500);
    expect((await viewTarget("ana"))?.pageId).toBe(pageId);
  });
});
