import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { posts, postViewsDaily } from "@/lib/db/schema";
import { getBlogAnalytics, getViewsPerDay } from "@/lib/blog/analytics";
import { listTerms } from "@/lib/blog/queries";
import { deleteTerm, saveTerm, TermSlugTakenError } from "@/lib/blog/term-store";
import { termFormSchema } from "@/lib/blog/validation";
import { formatPercent } from "@/lib/format";
import { createPost, createTerm } from "../support/blog-fixtures";
import { truncateAll } from "../support/database";

beforeEach(truncateAll);

describe("categories and tags", () => {
  it("are created, updated, searched by name or slug and listed by name", async () => {
    const seo = await createTerm("category", "SEO", "#10B981");
    await createTerm("category", "Branding");
    const updated = await saveTerm(
      "category",
      termFormSchema.parse({
        id: seo.id,
        name: "Search",
        slug: "seo",
        description: "Rank",
        color: "#ef4444",
      }),
    );
    expect(updated).toMatchObject({ name: "Search", slug: "seo", description: "Rank", color: "#EF4444" });
    expect((await listTerms("category")).map((t) => t.name)).toEqual(["Branding", "Search"]);
    expect((await listTerms("category", "SEO")).map((t) => t.name)).toEqual(["Search"]);
    expect((await listTerms("category", "brand")).map((t) => t.name)).toEqual(["Branding"]);
    expect(await listTerms("category", "nothing")).toEqual([]);
  });

  it("refuse a duplicate slug with a clear error", async () => {
    await createTerm("tag", "AI");
    await expect(createTerm("tag", "AI")).rejects.toBeInstanceOf(TermSlugTakenError);
    await expect(createTerm("tag", "AI")).rejects.toThrow('A tag with the slug "ai" already exists');
    // Categories and tags have their own slug spaces.
    await expect(createTerm("category", "AI")).resolves.toMatchObject({ slug: "ai" });
  });

  it("count their posts; a deleted category leaves its posts uncategorized", async () => {
    const cat = await createTerm("category", "News");
    const tag = await createTerm("tag", "Hot");
    const p = await createPost({ title: "Story", categoryId: cat.id, tagIds: String(tag.id) });
    expect((await listTerms("category"))[0]?.postCount).toBe(1);
    expect((await listTerms("tag"))[0]?.postCount).toBe(1);

    expect(await deleteTerm("category", cat.id)).toBe(true);
    expect(await deleteTerm("tag", tag.id)).toBe(true);
    expect(await deleteTerm("tag", tag.id)).toBe(false);
    const [left] = await db.select().from(posts).where(eq(posts.id, p.id));
    expect(left?.categoryId).toBeNull();
  });

  it("count each term's own posts, not rows whose ids happen to match", async () => {
    const empty = await createTerm("category", "Empty");
    const news = await createTerm("category", "News");
    const hot = await createTerm("tag", "Hot");
    await createTerm("tag", "Cold");
    await createPost({ title: "One", categoryId: news.id, tagIds: String(hot.id) });
    await createPost({ title: "Two", categoryId: news.id, tagIds: String(hot.id) });
    await createPost({ title: "Three" });
    const counts = (rows: { name: string; postCount: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.name, r.postCount]));
    expect(counts(await listTerms("category"))).toEqual({ Empty: 0, News: 2 });
    expect(counts(await listTerms("tag"))).toEqual({ Cold: 0, Hot: 2 });
    expect(counts(await listTerms("category", "emp"))).toEqual({ Empty: 0 });
    expect(empty.id).not.toBe(news.id);
  });

  it("validate name, slug and colour", () => {
    const r = termFormSchema.safeParse({ name: " ", slug: "Not OK", color: "blue" });
    expect(r.success).toBe(false);
    expect(Object.keys(r.error!.flatten().fieldErrors).sort()).toEqual(["color", "name", "slug"]);
  });
});

describe("dashboard analytics", () => {
  it("are zero and empty on an empty blog", async () => {
    const a = await getBlogAnalytics();
    expect(a).toMatchObject({
      totalPosts: 0,
      totalViews: 0,
      recentPosts: [],
      topPosts: [],
      postsByCategory: [],
    });
    expect(a.postsByStatus.map((s) => s.count)).toEqual([0, 0, 0]);
  });

  it("count posts, views, statuses and categories with Uncategorized", async () => {
    const seo = await createTerm("category", "SEO");
    await createTerm("category", "Empty");
    await createTerm("tag", "T1");
    const published = [];
    for (const [i, views] of [100, 40, 7].entries()) {
      const p = await createPost({
        title: `Live ${i}`,
        status: "published",
        categoryId: i < 2 ? seo.id : "",
      });
      await db.update(posts).set({ views }).where(eq(posts.id, p.id));
      published.push(p.id);
    }
    const draft = await createPost({ title: "Draft" });
    await db.update(posts).set({ views: 1000 }).where(eq(posts.id, draft.id));
    for (let i = 0; i < 3; i++) {
      await createPost({
        title: `Later ${i}`,
        status: "scheduled",
        scheduledPublishAt: "2099-01-01T00:00:00Z",
      });
    }

    const a = await getBlogAnalytics();
    expect(a).toMatchObject({
      totalPosts: 7,
      publishedPosts: 3,
      draftPosts: 1,
      scheduledPosts: 3,
      totalViews: 147,
      totalCategories: 2,
      totalTags: 1,
    });
    expect(a.postsByStatus).toEqual([
      { status: "published", count: 3 },
      { status: "draft", count: 1 },
      { status: "scheduled", count: 3 },
    ]);
    expect(a.postsByStatus.map((s) => formatPercent(s.count, a.totalPosts))).toEqual([
      "42.9%",
      "14.3%",
      "42.9%",
    ]);
    expect(a.postsByCategory.map((c) => [c.category, c.count])).toEqual([
      ["Uncategorized", 5],
      ["SEO", 2],
    ]);
    expect(a.recentPosts).toHaveLength(5);
    expect(a.recentPosts[0]?.title).toBe("Later 2");
    expect(a.topPosts.map((p) => [p.title, p.views])).toEqual([
      ["Live 0", 100],
      ["Live 1", 40],
      ["Live 2", 7],
    ]);
    expect(a.topPosts[0]?.category).toMatchObject({ name: "SEO" });
    expect(a.topPosts[2]?.category).toBeNull();
  });

  it("give 30 days of views per day, zero-filled, summed over posts", async () => {
    const a = await createPost({ title: "A", status: "published" });
    const b = await createPost({ title: "B", status: "published" });
    await db.insert(postViewsDaily).values([
      { postId: a.id, day: "2026-11-21", views: 4 },
      { postId: b.id, day: "2026-11-21", views: 6 },
      { postId: a.id, day: "2026-10-23", views: 2 },
      { postId: a.id, day: "2026-10-22", views: 99 },
      { postId: a.id, day: "2026-11-22", views: 50 },
    ]);
    const series = await getViewsPerDay(30, new Date("2026-11-21T23:59:00Z"));
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-10-23", views: 2 });
    expect(series.at(-1)).toEqual({ day: "2026-11-21", views: 10 });
    expect(series.reduce((s, d) => s + d.views, 0)).toBe(12);
  });
});
