import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clickTarget } from "@/lib/biolinks/bio-targets";
import { answerClick } from "@/lib/biolinks/click-answers";
import { countEvent } from "@/lib/biolinks/count";
import { drainEvents, statisticsHealth } from "@/lib/biolinks/stats/pipeline";
import { findClickTarget } from "@/lib/biolinks/events";
import { revalidateBioPage } from "@/lib/biolinks/revalidate";
import { createPage, savePage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioPages } from "@/lib/db/schema";
import { truncateAll } from "../support/database";
import { storedEvents } from "../support/stored-events";
import { draftWith, linkBlock, makeUser, statsOf } from "../support/biolinks";

// The click path: where a link goes comes from a cache a save clears; counts go to the event log and reach
// the statistics store through its consumer; a visitor's repeated clicks on a link count once a day (and
// in full as total clicks); a graceful stop keeps every count, a crash loses at most the last group commit
// (biolinks-click-queue-stop.test.ts).

vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const visit = (ip: string) =>
  new Request("http://localhost/l/ana/go/x", { headers: { "x-forwarded-for": ip, "user-agent": BROWSER } });

describe("bio link clicks", () => {
  let ownerId: string;
  let pageId: string;
  const shop = linkBlock("Shop", "https://shop.example/");

  beforeEach(async () => {
    await drainEvents();
    await truncateAll();
    ownerId = (await makeUser("ana@example.com")).id;
    const created = await createPage(ownerId, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(ownerId, pageId, draftWith([shop]));
    revalidateBioPage("ana");
  });

  it("log without writing, then apply: 300 clicks of one visitor are 1 click, 300 in total", async () => {
    const target = (await findClickTarget("ana", shop.id))!;
    await drainEvents();
    const before = statisticsHealth()!.lastSeq;
    await Promise.all(Array.from({ length: 300 }, () => countEvent(visit("203.0.113.7"), target, shop.id)));
    // Counted in the log, but no click has waited for the store.
    expect(statisticsHealth()).toMatchObject({ lastSeq: before + 300, waiting: 300 });
    const events = await storedEvents();
    expect(statisticsHealth()?.waiting).toBe(0);
    expect(events).toHaveLength(300);
    expect(new Set(events.map((e) => e.visitor)).size).toBe(1);
    const stats = await statsOf(ownerId, "ana");
    expect(stats?.totals).toMatchObject({ clicks: 1, totalClicks: 300 });
    expect(stats?.links[0]).toMatchObject({ clicks: 1, totalClicks: 300 });
  });

  it("write many visitors' clicks exactly, one row each, and keep the others when a page went meanwhile", async () => {
    const target = (await findClickTarget("ana", shop.id))!;
    for (let i = 0; i < 120; i++) await countEvent(visit(`198.51.100.${i}`), target, shop.id);
    await countEvent(visit("198.51.100.1"), target, shop.id);
    const events = await storedEvents();
    expect(new Set(events.map((e) => e.visitor)).size).toBe(120);
    expect((await statsOf(ownerId, "ana"))?.totals.totalClicks).toBe(121);

    // A second page's clicks are queued, then the page is deleted before the batch is written.
    const other = await createPage(ownerId, { slug: "bobby", title: "Bobby" }, 5);
    const otherId = other.ok ? other.id : "";
    const gone = linkBlock("Gone", "https://gone.example/");
    await savePage(ownerId, otherId, draftWith([gone]));
    await countEvent(visit("198.51.100.200"), { pageId: otherId, ownerId }, gone.id);
    await countEvent(visit("198.51.100.201"), target, shop.id);
    await db.delete(bioPages).where(eq(bioPages.id, otherId));
    await drainEvents();
    expect(statisticsHealth()?.waiting).toBe(0);
    expect((await statsOf(ownerId, "ana"))?.totals.totalClicks).toBe(122);
  });

  it("send clicks where the saved page says, from a cache that a save clears", async () => {
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
    await savePage(
      ownerId,
      pageId,
      draftWith([{ ...shop, url: "https://new-shop.example/" } as typeof shop]),
    );
    // Not yet told: still the cached target, no query made.
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
    revalidateBioPage("ana");
    expect((await clickTarget("ana", shop.id))?.url).toBe("https://new-shop.example/");

    // Switched off: gone at once after the save.
    await savePage(ownerId, pageId, draftWith([{ ...shop, enabled: false } as typeof shop]));
    revalidateBioPage("ana");
    const off = await clickTarget("ana", shop.id);
    expect(answerClick(new Request("http://localhost/"), "HEAD", off, shop.id).status).toBe(404);
    // A made-up id leads nowhere.
    expect(await clickTarget("ana", "00000000-0000-4000-8000-00000000beef")).toBeNull();
  });

  it("check a cached link's schedule at each click", async () => {
    const later = linkBlock("Later", "https://later.example/", { showFrom: "2030-01-01T00:00" });
    await savePage(ownerId, pageId, draftWith([shop, later]));
    revalidateBioPage("ana");
    const target = await clickTarget("ana", later.id);
    const at = (time: string) =>
      answerClick(new Request("http://localhost/"), "HEAD", target, later.id, new Date(time));
    expect(at("2029-12-31T12:00:00Z").status).toBe(404);
    expect(at("2030-01-02T00:00:00Z")).toMatchObject({
      status: 302,
      headers: { location: "https://later.example/" },
    });
  });
});
