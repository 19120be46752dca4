import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  categories,
  ebookCategories,
  ebooks,
  ebookStats,
  ebookSummary,
  posts,
  postTags,
  tags,
  user,
} from "@/lib/db/schema";
import { isContentEmpty } from "@/lib/seed/empty";
import { seedDatabase } from "@/lib/seed/run";

async function snapshot() {
  return {
    categories: await db.select().from(categories).orderBy(categories.slug),
    tags: await db.select().from(tags).orderBy(tags.slug),
    posts: await db.select().from(posts).orderBy(posts.slug),
    postTags: await db.select().from(postTags).orderBy(postTags.postId, postTags.tagId),
    ebookCategories: await db.select().from(ebookCategories).orderBy(ebookCategories.slug),
    ebooks: await db.select().from(ebooks).orderBy(ebooks.slug),
    users: await db.select({ id: user.id, username: user.username }).from(user),
  };
}

describe("demo content", () => {
  const now = new Date("2026-11-21T12:00:00Z");

  beforeAll(async () => {
    expect(await isContentEmpty()).toBe(true);
    await seedDatabase(now);
  });

  it("loads SPEC's 8 categories and 8 tags with slug, description and colour", async () => {
    const rowsC = await db.select().from(categories);
    const rowsT = await db.select().from(tags);
    expect(rowsC).toHaveLength(8);
    expect(rowsT).toHaveLength(8);
    for (const row of [...rowsC, ...rowsT]) {
      expect(row.slug).toMatch(/^[a-z0-9-]+$/);
      expect(row.description?.length).toBeGreaterThan(10);
      expect(row.color).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(rowsC.map((c) => c.name)).toEqual(expect.arrayContaining(["AI Tools", "SEO", "Social Media"]));
  });

  it("loads the 2 sample posts with SPEC's views and publish dates", async () => {
    const rowsP = await db.select().from(posts).orderBy(posts.views);
    expect(rowsP.map((p) => [p.title, p.views, p.status])).toEqual([
      ["SEO Best Practices for 2024", 890, "published"],
      ["Getting Started with AI Content Creation", 1250, "published"],
    ]);
    const daysAgo = (d: Date | null) => Math.round((now.getTime() - d!.getTime()) / 86_400_000);
    expect(rowsP.map((p) => daysAgo(p.publishedAt))).toEqual([3, 5]);
    for (const p of rowsP) {
      expect(p.content).toContain("<h2>");
      expect(p.content.length).toBeGreaterThan(2000);
      expect(p.categoryId).not.toBeNull();
    }
    expect(await db.$count(postTags)).toBeGreaterThanOrEqual(4);
  });

  it("loads 4 ebook categories and 6 published ebooks, 3 featured, with real PDF files", async () => {
    expect(await db.$count(ebookCategories)).toBe(4);
    const rowsE = await db.select().from(ebooks);
    expect(rowsE).toHaveLength(6);
    expect(rowsE.every((e) => e.status === "published")).toBe(true);
    expect(rowsE.filter((e) => e.featured)).toHaveLength(3);
    for (const e of rowsE) {
      expect(e.filePath).toMatch(/^\/downloads\/ebooks\/[a-z0-9-]+\.pdf$/);
      expect(e.fileSize).toBeGreaterThan(1000);
      expect(e.pages).toBeGreaterThan(1);
    }
    const summary = await db.select().from(ebookSummary);
    expect(summary).toHaveLength(6);
    expect(summary.every((s) => s.categoryName !== null)).toBe(true);
    const [stats] = await db.select().from(ebookStats);
    expect(stats).toMatchObject({ totalEbooks: 6, publishedEbooks: 6, featuredEbooks: 3, totalDownloads: 0 });
  });

  it("creates the admin account", async () => {
    const [admin] = await db.select({ role: user.role }).from(user).where(eq(user.username, "admin"));
    expect(admin).toEqual({ role: "admin" });
  });

  it("leaves the same rows when run twice", async () => {
    const before = await snapshot();
    const again = await seedDatabase(new Date());
    expect(again.inserted).toEqual({ categories: 0, tags: 0, posts: 0, ebookCategories: 0, ebooks: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await isContentEmpty()).toBe(false);
  });
});
