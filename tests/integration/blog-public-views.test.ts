import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/blog/views/route";
import { recordView } from "@/lib/blog/views";
import { isBot } from "@/lib/bots";
import { db } from "@/lib/db";
import { posts, postViewsDaily } from "@/lib/db/schema";
import { createPost } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";

async function viewsOf(id: number) {
  const [row] = await db.select({ views: posts.views }).from(posts).where(eq(posts.id, id));
  return row!.views;
}

async function daily(id: number) {
  return db
    .select({ day: postViewsDaily.day, views: postViewsDaily.views })
    .from(postViewsDaily)
    .where(eq(postViewsDaily.postId, id))
    .orderBy(postViewsDaily.day);
}

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";

function beacon(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/blog/views", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": browser, ...headers },
    body: JSON.stringify(body),
  });
}

describe("post views", () => {
  beforeEach(truncateAll);

  it("counts a visitor once per post per day and fills the views-per-day table", async () => {
    const { id } = await createPost({ title: "Counted" });
    expect(await recordView(id, "visitor-a", "2026-11-21")).toBe(true);
    expect(await recordView(id, "visitor-a", "2026-11-21")).toBe(false);
    expect(await viewsOf(id)).toBe(1);
    expect(await recordView(id, "visitor-b", "2026-11-21")).toBe(true);
    expect(await viewsOf(id)).toBe(2);
    expect(await recordView(id, "visitor-a", "2026-11-22")).toBe(true);
    expect(await viewsOf(id)).toBe(3);
    expect(await daily(id)).toEqual([
      { day: "2026-11-21", views: 2 },
      { day: "2026-11-22", views: 1 },
    ]);
  });

  it("counts 20 concurrent visitors exactly 20 times", async () => {
    const { id } = await createPost({ title: "Busy" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recordView(id, `visitor-${i}`, "2026-11-21")),
    );
    expect(results.every(Boolean)).toBe(true);
    expect(await viewsOf(id)).toBe(20);
    expect(await daily(id)).toEqual([{ day: "2026-11-21", views: 20 }]);
  });

  it("never counts drafts or unknown posts", async () => {
    const { id } = await createPost({ title: "Draft", status: "draft" });
    expect(await recordView(id, "visitor-a", "2026-11-21")).toBe(false);
    expect(await recordView(999_999, "visitor-a", "2026-11-21")).toBe(false);
    expect(await viewsOf(id)).toBe(0);
    expect(await daily(id)).toEqual([]);
  });

  it("recognises crawlers and scripted clients but not browsers", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "Twitterbot/1.0",
      "curl/8.5.0",
      "python-requests/2.31",
      "",
      null,
    ]) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
    expect(isBot(browser)).toBe(false);
    expect(isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1")).toBe(false);
  });
});

describe("the view API", () => {
  beforeEach(truncateAll);

  it("counts a visitor once, ignores bots and rejects bad bodies", async () => {
    const { id } = await createPost({ title: "Api" });
    const visitor = { "x-forwarded-for": "203.0.113.7" };
    expect(await (await POST(beacon({ postId: id }, visitor))).json()).toEqual({ counted: true });
    expect(await (await POST(beacon({ postId: id }, visitor))).json()).toEqual({ counted: false });
    const bot = await POST(beacon({ postId: id }, { "user-agent": "Googlebot/2.1" }));
    expect(await bot.json()).toEqual({ counted: false, reason: "bot" });
    const bad = await POST(beacon({ postId: "1; drop table posts" }, visitor));
    expect(bad.status).toBe(400);
    expect(await viewsOf(id)).toBe(1);
  });

  it("stops a flood from one visitor with 429", async () => {
    const { id } = await createPost({ title: "Flood" });
    const visitor = { "x-forwarded-for": "198.51.100.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await POST(beacon({ postId: id }, visitor))).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const last = await POST(beacon({ postId: id }, visitor));
    expect(statuses[30]).toBe(429);
    expect(last.status).toBe(429);
    expect(last.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
