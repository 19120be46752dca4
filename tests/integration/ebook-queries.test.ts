import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ebookDownloads } from "@/lib/db/schema";
import {
  getFeaturedEbooks,
  getPublicEbookCategories,
  getPublishedEbookBySlug,
  getPublishedEbooks,
} from "@/lib/ebooks/public-queries";
import {
  getDailyDownloads,
  getEbookStats,
  listEbookCategories,
  listEbooks,
  listUsedEbookCategories,
} from "@/lib/ebooks/queries";
import { truncateAll } from "../support/database";
import { insertEbook, insertEbookCategory } from "../support/ebooks";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function library() {
  const seo = await insertEbookCategory("SEO", "seo", "#F59E0B");
  const social = await insertEbookCategory("Social", "social");
  await insertEbookCategory("Unused", "unused");
  const a = await insertEbook({
    title: "Keyword Research",
    slug: "keyword-research",
    status: "published",
    featured: true,
    categoryId: seo.id,
    downloads: 10,
    createdAt: daysAgo(3),
  });
  const b = await insertEbook({
    title: "Hashtag Handbook",
    slug: "hashtag-handbook",
    excerpt: "Reach with keyword-rich tags",
    status: "draft",
    featured: true,
    categoryId: social.id,
    downloads: 5,
    createdAt: daysAgo(2),
  });
  const c = await insertEbook({
    title: "Newsletter Kit",
    slug: "newsletter-kit",
    description: "Grow a list.",
    status: "published",
    downloads: 1,
    createdAt: daysAgo(1),
  });
  const d = await insertEbook({
    title: "Old Notes",
    slug: "old-notes",
    status: "archived",
    createdAt: daysAgo(9),
  });
  return { seo, social, a, b, c, d };
}

beforeEach(truncateAll);

describe("Manage Ebooks list", () => {
  it("lists newest first with the category joined (fallback colour when none)", async () => {
    const { a, b, c, d } = await library();
    const rows = await listEbooks({});
    expect(rows.map((r) => r.id)).toEqual([c.id, b.id, a.id, d.id]);
    expect(rows[0]).toMatchObject({ categoryName: null, categoryColor: "#888888" });
    expect(rows[2]).toMatchObject({
      categoryName: "SEO",
      categorySlug: "seo",
      categoryColor: "#F59E0B",
      featured: true,
    });
  });

  it("filters by status, by category slug, and searches title, description and excerpt", async () => {
    const { a, b, c, d } = await library();
    const ids = async (filters: Parameters<typeof listEbooks>[0]) =>
      (await listEbooks(filters)).map((r) => r.id);
    expect(await ids({ status: "published" })).toEqual([c.id, a.id]);
    expect(await ids({ status: "archived" })).toEqual([d.id]);
    expect(await ids({ category: "social" })).toEqual([b.id]);
    expect(await ids({ q: "keyword" })).toEqual([b.id, a.id]);
    expect(await ids({ q: "GROW A" })).toEqual([c.id]);
    expect(await ids({ q: "100%" })).toEqual([]);
    expect(await ids({ q: "keyword", status: "draft", category: "social" })).toEqual([b.id]);
  });

  it("offers the categories that ebooks use, by name", async () => {
    await library();
    expect(await listUsedEbookCategories()).toEqual([
      { name: "SEO", slug: "seo" },
      { name: "Social", slug: "social" },
    ]);
    expect((await listEbookCategories()).map((c) => c.name)).toEqual(["SEO", "Social", "Unused"]);
  });
});

describe("public reads", () => {
  it("show published ebooks only, newest first", async () => {
    const { a, c } = await library();
    expect((await getPublishedEbooks()).map((e) => e.id)).toEqual([c.id, a.id]);
    expect(await getPublishedEbookBySlug("keyword-research")).toMatchObject({
      title: "Keyword Research",
      categoryName: "SEO",
    });
    expect(await getPublishedEbookBySlug("hashtag-handbook")).toBeNull();
    expect(await getPublishedEbookBySlug("old-notes")).toBeNull();
    expect((await getPublicEbookCategories()).map((c) => c.slug)).toEqual(["seo", "social", "unused"]);
  });

  it("featured: published and featured only, limited (default 6)", async () => {
    const { a } = await library();
    expect((await getFeaturedEbooks()).map((e) => e.id)).toEqual([a.id]);
    for (let i = 0; i < 9; i++) await insertEbook({ status: "published", featured: true });
    expect(await getFeaturedEbooks()).toHaveLength(6);
    expect(await getFeaturedEbooks(8)).toHaveLength(8);
  });
});

describe("ebook stats", () => {
  it("counts ebooks, published, featured (published), downloads all-time and in the last 30 days", async () => {
    const { a, c } = await library();
    await db.insert(ebookDownloads).values([
      { ebookId: a.id, ipHash: "1" },
      { ebookId: a.id, ipHash: "2", createdAt: daysAgo(2) },
      { ebookId: c.id, ipHash: "3", createdAt: daysAgo(45) },
    ]);
    expect(await getEbookStats()).toEqual({
      totalEbooks: 4,
      publishedEbooks: 2,
      featuredEbooks: 1,
      totalDownloads: 16,
      downloadsLast30Days: 2,
    });
  });

  it("downloads per day fills the days without any with 0", async () => {
    const { a } = await library();
    const now = new Date("2026-11-20T12:00:00Z");
    await db.insert(ebookDownloads).values([
      { ebookId: a.id, ipHash: "1", createdAt: new Date("2026-11-20T01:00:00Z") },
      { ebookId: a.id, ipHash: "2", createdAt: new Date("2026-11-20T23:00:00Z") },
      { ebookId: a.id, ipHash: "3", createdAt: new Date("2026-11-18T10:00:00Z") },
      { ebookId: a.id, ipHash: "4", createdAt: new Date("2026-11-10T10:00:00Z") },
    ]);
    const days = await getDailyDownloads(5, now);
    expect(days).toEqual([
      { day: "2026-11-16", count: 0 },
      { day: "2026-11-17", count: 0 },
      { day: "2026-11-18", count: 1 },
      { day: "2026-11-19", count: 0 },
      { day: "2026-11-20", count: 2 },
    ]);
  });
});
