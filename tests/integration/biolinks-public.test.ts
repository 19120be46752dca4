import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findClickTarget, findViewTarget, VIEW_BLOCK_ID } from "@/lib/biolinks/events";
import { countEvent } from "@/lib/biolinks/count";
import { drainEvents } from "@/lib/biolinks/stats/pipeline";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { createPage, savePage, setPageDisabled } from "@/lib/biolinks/store";
import { forgetSalt, saltFor, visitorKey } from "@/lib/biolinks/visitors";
import { db } from "@/lib/db";
import { bioSalts, user } from "@/lib/db/schema";
import { storedEvents } from "../support/stored-events";
import { truncateAll } from "../support/database";
import { draftWith, linkBlock, makeUser } from "../support/biolinks";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

function visit(ip: string, userAgent: string | null = BROWSER, cookie?: string): Request {
  const headers = new Headers({ "x-forwarded-for": ip });
  if (userAgent) headers.set("user-agent", userAgent);
  if (cookie) headers.set("cookie", cookie);
  return new Request("http://localhost/l/ana/go/x", { headers });
}

describe("public pages and counting", () => {
  let owner: { id: string; cookie: string };
  let pageId: string;
  const shop = linkBlock("Shop", "https://shop.example/");
  const hidden = linkBlock("Hidden", "https://hidden.example/", { enabled: false });
  const later = linkBlock("Later", "https://later.example/", { showFrom: "2999-01-01T00:00" });
  const over = linkBlock("Over", "https://over.example/", { showUntil: "2000-01-01T00:00" });

  beforeEach(async () => {
    await drainEvents();
    await truncateAll();
    forgetSalt();
    owner = await makeUser("ana@example.com");
    const created = await createPage(owner.id, { slug: "ana", title: "Ana" }, 5);
    pageId = created.ok ? created.id : "";
    await savePage(owner.id, pageId, draftWith([shop, hidden, later, over]));
  });

  it("shows only the blocks that are switched on and inside their schedule", async () => {
    const page = await getPublicPage("ana");
    expect(page?.blocks.map((b) => b.id)).toEqual([shop.id]);
    expect(await findClickTarget("ana", hidden.id)).toBeNull();
    expect(await findClickTarget("ana", later.id)).toBeNull();
    expect(await findClickTarget("ana", over.id)).toBeNull();
    expect(await findClickTarget("other", shop.id)).toBeNull();
    expect((await findClickTarget("ana", shop.id))?.url).toBe("https://shop.example/");
  });

  it("answers nothing for drafts, unconfirmed or banned owners and disabled pages", async () => {
    await savePage(owner.id, pageId, draftWith([shop], { published: false }));
    expect(await getPublicPage("ana")).toBeNull();
    await savePage(owner.id, pageId, draftWith([shop]));
    expect(await getPublicPage("ana")).not.toBeNull();
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, owner.id));
    expect(await getPublicPage("ana")).toBeNull();
    await db.update(user).set({ emailVerified: true, banned: true }).where(eq(user.id, owner.id));
    expect([
      await getPublicPage("ana"),
      await findClickTarget("ana", shop.id),
      await findViewTarget("ana"),
    ]).toEqual([null, null, null]);
    await db
      .update(user)
      .set({ banned: true, banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, owner.id));
    expect(await getPublicPage("ana")).not.toBeNull();
    await db.update(user).set({ banned: false }).where(eq(user.id, owner.id));
    await setPageDisabled(pageId, true);
    expect([await getPublicPage("ana"), await findClickTarget("ana", shop.id)]).toEqual([null, null]);
    await setPageDisabled(pageId, false);
    expect(await getPublicPage("ana")).not.toBeNull();
  });

  it("counts clicks per visitor and day, but not bots or the signed-in owner", async () => {
    const target = (await findClickTarget("ana", shop.id))!;
    expect(await countEvent(visit("198.51.100.1"), target, shop.id)).toBe(true);
    expect(await countEvent(visit("198.51.100.1"), target, shop.id)).toBe(true);
    expect(await countEvent(visit("198.51.100.2", PHONE), target, shop.id)).toBe(true);
    expect(
      await countEvent(visit("198.51.100.3", "Mozilla/5.0 (compatible; Googlebot/2.1)"), target, shop.id),
    ).toBe(false);
    expect(await countEvent(visit("198.51.100.4", null), target, shop.id)).toBe(false);
    expect(await countEvent(visit("198.51.100.5", BROWSER, owner.cookie), target, shop.id)).toBe(false);
    const other = await makeUser("bo@example.com");
    expect(await countEvent(visit("198.51.100.6", BROWSER, other.cookie), target, shop.id)).toBe(true);
    const rows = await storedEvents();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(3);
    expect(rows.filter((r) => r.device === "mobile")).toHaveLength(1);
    // No address is stored, only the day's key.
    expect(JSON.stringify(rows)).not.toContain("198.51.100");
  });

  it("counts 20 concurrent clicks exactly (logged, then applied in one batch)", async () => {
    const target = (await findClickTarget("ana", shop.id))!;
    await Promise.all(Array.from({ length: 20 }, () => countEvent(visit("203.0.113.5"), target, shop.id)));
    const rows = await storedEvents();
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(1);
  });

  it("hashes visitors with a daily salt: the same visitor differs across days, old salts are deleted", async () => {
    const today = await visitorKey("198.51.100.1", BROWSER, "2026-05-01");
    expect(await visitorKey("198.51.100.1", BROWSER, "2026-05-01")).toBe(today);
    expect(await visitorKey("198.51.100.2", BROWSER, "2026-05-01")).not.toBe(today);
    const tomorrow = await visitorKey("198.51.100.1", BROWSER, "2026-05-02");
    expect(tomorrow).not.toBe(today);
    expect(await db.select({ day: bioSalts.day }).from(bioSalts)).toEqual([{ day: "2026-05-02" }]);
    // Another process finds the same salt in the database.
    forgetSalt();
    expect(await visitorKey("198.51.100.1", BROWSER, "2026-05-02")).toBe(tomorrow);
    expect(await saltFor("2026-05-02")).toHaveLength(43);
    expect(BigInt(tomorrow)).toBeLessThan(2n ** 63n);
  });

  it("records the referring host only, lower-case and capped; our own host and none are Direct", async () => {
    const target = (await findViewTarget("ana"))!;
    const from = (ip: string, referer?: string) => {
      const request = visit(ip);
      if (referer) request.headers.set("referer", referer);
      return request;
    };
    // A click's Referer header, path and query dropped.
    await countEvent(from("198.51.100.1", "https://WWW.Instagram.com/p/secret?q=mine"), target, shop.id);
    // A view: the host the page's script read from document.referrer wins over the header (the page).
    await countEvent(from("198.51.100.1", "http://localhost/l/ana"), target, VIEW_BLOCK_ID, "t.co");
    await countEvent(from("198.51.100.2", "http://localhost/l/ana"), target, VIEW_BLOCK_ID, "");
    await countEvent(from("198.51.100.3", "http://localhost/blog"), target, VIEW_BLOCK_ID);
    await countEvent(from("198.51.100.4"), target, VIEW_BLOCK_ID, "<script>");
    await countEvent(from("198.51.100.5"), target, VIEW_BLOCK_ID, `${"a".repeat(150)}.example`);
    await countEvent(from("198.51.100.6", "not a url"), target, VIEW_BLOCK_ID);
    const rows = await storedEvents();
    expect(rows.map((r) => r.referrer).sort()).toEqual([
      "",
      "",
      "",
      "",
      "a".repeat(100),
      "instagram.com",
      "t.co",
    ]);
    expect(JSON.stringify(rows)).not.toContain("secret");
  });

  it("keeps a page's day to 50 distinct sources whatever a visitor reports, counting every event exactly", async () => {
    const target = (await findViewTarget("ana"))!;
    await countEvent(visit("203.0.113.5"), target, VIEW_BLOCK_ID, "instagram.com");
    // 99 made-up sources, sent at once: each view counts, the sources past the day's 50 as "(other)".
    await Promise.all(
      Array.from({ length: 99 }, (_, i) =>
        countEvent(visit("203.0.113.5"), target, VIEW_BLOCK_ID, `s${i}.example`),
      ),
    );
    const rows = await storedEvents();
    expect(rows).toHaveLength(100);
    const sources = new Set(rows.map((r) => r.referrer));
    expect(sources.size).toBe(51);
    expect(sources.has("instagram.com") && sources.has("(other)")).toBe(true);
  });

  it("counts views of the page under the nil block id", async () => {
    const target = (await findViewTarget("ana"))!;
    await countEvent(visit("198.51.100.1"), target, VIEW_BLOCK_ID);
    expect((await storedEvents()).map((e) => e.blockId)).toEqual([VIEW_BLOCK_ID]);
  });
});
