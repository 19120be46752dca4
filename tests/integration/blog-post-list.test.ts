import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { posts } from "@/lib/db/schema";
import { POSTS_PAGE_SIZE } from "@/lib/blog/constants";
import { getPostStats, listPosts } from "@/lib/blog/queries";
import { postListFiltersSchema } from "@/lib/blog/validation";
import { createPost, createTerm } from "../support/blog-fixtures";

const list = (params: Record<string, string>) => listPosts(postListFiltersSchema.parse(params));
const titles = async (params: Record<string, string>) => (await list(params)).posts.map((p) => p.title);

describe("admin posts list", () => {
  let seoId: number;

  beforeAll(async () => {
    const seo = await createTerm("category", "SEO");
    const ai = await createTerm("category", "AI Tools");
    const tag = await createTerm("tag", "Guides");
    seoId = seo.id;
    // Each sort field orders these three differently, so a wrong column would show.
    const rows = [
      { title: "Banana keywords", status: "published", categoryId: seo.id, content: "<p>crawl budget</p>" },
      { title: "Apple prompts", status: "draft", categoryId: ai.id, content: "<p>Prompt 100% ready</p>" },
      { title: "Cherry outline", status: "scheduled", categoryId: "", content: "<p>outline only</p>" },
    ];
    const dates = {
      "Banana keywords": { created: "2026-01-02", updated: "2026-03-01", published: "2026-02-03", views: 5 },
      "Apple prompts": { created: "2026-01-03", updated: "2026-03-02", published: null, views: 50 },
      "Cherry outline": { created: "2026-01-01", updated: "2026-03-03", published: "2026-02-01", views: 0 },
    };
    for (const row of rows) {
      const { id } = await createPost({
        ...row,
        tagIds: String(tag.id),
        scheduledPublishAt: row.status === "scheduled" ? "2099-01-01T00:00:00Z" : undefined,
      });
      const d = dates[row.title as keyof typeof dates];
      await db
        .update(posts)
        .set({
          createdAt: new Date(d.created),
          publishedAt: d.published ? new Date(d.published) : null,
          views: d.views,
        })
        .where(eq(posts.id, id));
      await db
        .update(posts)
        .set({ updatedAt: new Date(d.updated) })
        .where(eq(posts.id, id));
    }
  });

  it("filters by status, category and a search in title or content", async () => {
    expect(await titles({ status: "draft" })).toEqual(["Apple prompts"]);
    expect(await titles({ status: "scheduled" })).toEqual(["Cherry outline"]);
    expect(await titles({ category: String(seoId) })).toEqual(["Banana keywords"]);
    expect(await titles({ q: "cherry" })).toEqual(["Cherry outline"]);
    expect(await titles({ q: "CRAWL" })).toEqual(["Banana keywords"]);
    // Full-text search: punctuation is never syntax, and stems match ("prompt" finds "prompts").
    expect(await titles({ q: "100%" })).toEqual(["Apple prompts"]);
    expect(await titles({ q: "%" })).toEqual([]);
    expect(await titles({ q: "prompt" })).toEqual(["Apple prompts"]);
    expect(await titles({ q: "outline", status: "draft" })).toEqual([]);
  });

  it("sorts by every field in both directions", async () => {
    const expected = {
      created_at: ["Apple prompts", "Banana keywords", "Cherry outline"],
      updated_at: ["Cherry outline", "Apple prompts", "Banana keywords"],
      views: ["Apple prompts", "Banana keywords", "Cherry outline"],
      title: ["Cherry outline", "Banana keywords", "Apple prompts"],
    };
    for (const [sort, desc] of Object.entries(expected)) {
      expect(await titles({ sort, dir: "desc" }), `${sort} desc`).toEqual(desc);
      expect(await titles({ sort, dir: "asc" }), `${sort} asc`).toEqual([...desc].reverse());
    }
    // Posts never published go last either way.
    expect(await titles({ sort: "published_at", dir: "desc" })).toEqual([
      "Banana keywords",
      "Cherry outline",
      "Apple prompts",
    ]);
    expect(await titles({ sort: "published_at", dir: "asc" })).toEqual([
      "Cherry outline",
      "Banana keywords",
      "Apple prompts",
    ]);
  });

  it("embeds the category and tags of each post", async () => {
    const { posts: rows } = await list({ q: "banana" });
    expect(rows[0]?.category).toMatchObject({ name: "SEO", slug: "seo" });
    expect(rows[0]?.tags.map((t) => t.name)).toEqual(["Guides"]);
    const { posts: uncategorized } = await list({ q: "cherry" });
    expect(uncategorized[0]?.category).toBeNull();
  });

  it("counts the five stat tiles", async () => {
    expect(await getPostStats()).toEqual({ total: 3, published: 1, drafts: 1, scheduled: 1, totalViews: 55 });
  });

  it("pages 12 at a time and reports the total", async () => {
    await db.execute(
      sql`insert into posts (title, slug, status) select 'Bulk ' || n, 'bulk-' || n, 'draft' from generate_series(1, 25) n`,
    );
    const first = await list({ page: "1" });
    const third = await list({ page: "3" });
    const beyond = await list({ page: "9" });
    expect(first.total).toBe(28);
    expect(first.posts).toHaveLength(POSTS_PAGE_SIZE);
    expect(third.posts).toHaveLength(28 - 2 * POSTS_PAGE_SIZE);
    expect(beyond.posts).toHaveLength(0);
    const all = [...first.posts, ...(await list({ page: "2" })).posts, ...third.posts].map((p) => p.id);
    expect(new Set(all).size).toBe(28);
    expect((await list({ q: "bulk", page: "2" })).total).toBe(25);
  });

  it("falls back to defaults for junk in the URL", () => {
    expect(
      postListFiltersSchema.parse({ status: "gone", sort: "drop table", dir: "up", page: "-3" }),
    ).toEqual({
      sort: "created_at",
      dir: "desc",
      page: 1,
    });
  });
});
