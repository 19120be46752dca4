import { beforeEach, describe, expect, it } from "vitest";
import { savePost } from "@/lib/blog/post-store";
import { findRenamedPostSlug, getPublicPost } from "@/lib/blog/public-post-queries";
import {
  getRelatedPosts,
  getPublicTerm,
  listPublicTerms,
  listPublishedPosts,
} from "@/lib/blog/public-queries";
import { createPost, createTerm, minutesAfter, postInput } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";

const start = new Date("2026-11-01T09:00:00Z");

describe("public blog listing", () => {
  beforeEach(truncateAll);

  it("lists published posts newest first, 12 a page, with the total", async () => {
    for (let i = 1; i <= 14; i++) await createPost({ title: `Post ${i}` }, minutesAfter(start, i));
    await createPost({ title: "Draft", status: "draft" }, minutesAfter(start, 99));

    const first = await listPublishedPosts({}, 1);
    expect(first.total).toBe(14);
    expect(first.pageCount).toBe(2);
    expect(first.posts.map((p) => p.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Post ${14 - i}`));
    const second = await listPublishedPosts({}, 2);
    expect(second.posts.map((p) => p.title)).toEqual(["Post 2", "Post 1"]);
    expect((await listPublishedPosts({}, 3)).posts).toEqual([]);
  });

  it("gives cards a summary (excerpt, else the start of the text), reading time, category and tags", async () => {
    const seo = await createTerm("category", "SEO", "seo");
    const ai = await createTerm("tag", "AI", "ai");
    await createPost({
      title: "With excerpt",
      excerpt: "Short and sweet.",
      categoryId: seo.id,
      tagIds: [ai.id],
      content: `<p>${"word ".repeat(450)}</p>`,
    });
    await createPost({
      title: "Without excerpt",
      content: `<h2>Intro</h2><p>${"alpha beta ".repeat(100)}</p>`,
    });

    const { posts } = await listPublishedPosts();
    const withExcerpt = posts.find((p) => p.title === "With excerpt")!;
    expect(withExcerpt.summary).toBe("Short and sweet.");
    expect(withExcerpt.readingMinutes).toBe(2);
    expect(withExcerpt.category).toMatchObject({ name: "SEO", slug: "seo" });
    expect(withExcerpt.tags.map((t) => t.slug)).toEqual(["ai"]);
    const without = posts.find((p) => p.title === "Without excerpt")!;
    expect(without.summary.startsWith("Intro alpha beta")).toBe(true);
    expect(without.summary.length).toBeLessThanOrEqual(160);
    expect(without.summary.endsWith("…")).toBe(true);
    expect(without.category).toBeNull();
  });

  it("filters by category slug, by tag slug and by search in title or content", async () => {
    const seo = await createTerm("category", "SEO", "seo");
    const other = await createTerm("category", "Other", "other");
    const ai = await createTerm("tag", "AI", "ai");
    await createPost(
      { title: "Keyword research", categoryId: seo.id, tagIds: [ai.id] },
      minutesAfter(start, 1),
    );
    await createPost({ title: "Link building", categoryId: seo.id }, minutesAfter(start, 2));
    await createPost(
      {
        title: "Writing prompts",
        categoryId: other.id,
        tagIds: [ai.id],
        content: "<p>Use a keyword list.</p>",
      },
      minutesAfter(start, 3),
    );
    await createPost({ title: "Hidden draft", categoryId: seo.id, tagIds: [ai.id], status: "draft" });

    const titles = async (filter: Parameters<typeof listPublishedPosts>[0]) =>
      (await listPublishedPosts(filter)).posts.map((p) => p.title);
    expect(await titles({ categorySlug: "seo" })).toEqual(["Link building", "Keyword research"]);
    expect(await titles({ tagSlug: "ai" })).toEqual(["Writing prompts", "Keyword research"]);
    expect(await titles({ categorySlug: "seo", tagSlug: "ai" })).toEqual(["Keyword research"]);
    expect(await titles({ q: "KEYWORD" })).toEqual(["Writing prompts", "Keyword research"]);
    expect(await titles({ categorySlug: "nope" })).toEqual([]);
    expect((await listPublishedPosts({ tagSlug: "ai" })).total).toBe(2);
  });

  it("reads punctuation in a search as text, never as syntax", async () => {
    await createPost({ title: "Save 100% of your time" });
    await createPost({ title: "Save 100 hours" });
    await createPost({ title: "snake_case names" });
    await createPost({ title: "snakeXcase names" });
    await createPost({ title: "A back\\slash" });

    const titles = async (q: string) => (await listPublishedPosts({ q })).posts.map((p) => p.title);
    // Full-text search matches words: "100%" is the word 100, "%" alone is no word at all.
    expect((await titles("100%")).sort()).toEqual(["Save 100 hours", "Save 100% of your time"]);
    expect(await titles("snake_case")).toEqual(["snake_case names"]);
    expect(await titles("%")).toEqual([]);
    expect(await titles("back\\slash")).toEqual(["A back\\slash"]);
  });

  it("lists only categories and tags that have published posts, with their counts", async () => {
    const seo = await createTerm("category", "SEO", "seo");
    const empty = await createTerm("category", "Empty", "empty");
    const ai = await createTerm("tag", "AI", "ai");
    await createPost({ title: "One", categoryId: seo.id, tagIds: [ai.id] });
    await createPost({ title: "Two", categoryId: seo.id });
    await createPost({ title: "Draft", categoryId: empty.id, tagIds: [ai.id], status: "draft" });

    const terms = await listPublicTerms();
    expect(terms.categories).toEqual([{ name: "SEO", slug: "seo", color: "#3B82F6", count: 2 }]);
    expect(terms.tags).toEqual([{ name: "AI", slug: "ai", color: "#3B82F6", count: 1 }]);
    expect(await getPublicTerm("category", "empty")).toMatchObject({ name: "Empty" });
    expect(await getPublicTerm("tag", "missing")).toBeNull();
  });
});

describe("public post", () => {
  beforeEach(truncateAll);

  it("reads a published post by slug with its category and tags; drafts are never public", async () => {
    const seo = await createTerm("category", "SEO", "seo");
    const ai = await createTerm("tag", "AI", "ai");
    const b = await createTerm("tag", "Branding", "branding");
    await createPost({ title: "Visible", categoryId: seo.id, tagIds: [b.id, ai.id] });
    await createPost({ title: "Secret", status: "draft" });

    const post = await getPublicPost("visible");
    expect(post).toMatchObject({ title: "Visible", author: "Admin", category: { slug: "seo" } });
    expect(post!.tags.map((t) => t.slug)).toEqual(["ai", "branding"]);
    expect(await getPublicPost("secret")).toBeNull();
    expect((await listPublishedPosts({ q: "Secret" })).total).toBe(0);
  });

  // The database's clock decides (reads never write); tests/integration/blog-scheduled.test.ts waits
  // for a post's time to pass in real time.
  it("shows a scheduled post once its time has passed, with that time as its publish date", async () => {
    const past = new Date(Date.now() - 60_000);
    await createPost({
      title: "Future",
      status: "scheduled",
      scheduledPublishAt: new Date(Date.now() + 3_600_000),
    });
    await createPost({ title: "Due", status: "scheduled", scheduledPublishAt: past });
    expect(await getPublicPost("future")).toBeNull();
    const post = await getPublicPost("due");
    expect(post?.publishedAt?.toISOString()).toBe(past.toISOString());
    expect((await listPublishedPosts()).posts.map((p) => p.title)).toEqual(["Due"]);
  });

  it("relates up to 3 newest published posts sharing the category or a tag", async () => {
    const seo = await createTerm("category", "SEO", "seo");
    const misc = await createTerm("category", "Misc", "misc");
    const ai = await createTerm("tag", "AI", "ai");
    const main = await createPost(
      { title: "Main", categoryId: seo.id, tagIds: [ai.id] },
      minutesAfter(start, 0),
    );
    await createPost({ title: "Same category old", categoryId: seo.id }, minutesAfter(start, 1));
    await createPost({ title: "Shared tag", categoryId: misc.id, tagIds: [ai.id] }, minutesAfter(start, 2));
    await createPost({ title: "Unrelated", categoryId: misc.id }, minutesAfter(start, 3));
    await createPost({ title: "Same category new", categoryId: seo.id }, minutesAfter(start, 4));
    await createPost({ title: "Same category newest", categoryId: seo.id }, minutesAfter(start, 5));
    await createPost({ title: "Related draft", categoryId: seo.id, status: "draft" }, minutesAfter(start, 6));

    const related = await getRelatedPosts({ id: main.id, categoryId: seo.id, tagIds: [ai.id] });
    expect(related.map((p) => p.title)).toEqual(["Same category newest", "Same category new", "Shared tag"]);
    expect(await getRelatedPosts({ id: main.id, categoryId: null, tagIds: [] })).toEqual([]);
  });

  it("keeps a renamed post's old slug pointing at its new one", async () => {
    const saved = await createPost({ title: "Old title" });
    await savePost(postInput({ id: saved.id, title: "New title", slug: "new-title" }));

    expect(await getPublicPost("old-title")).toBeNull();
    expect(await findRenamedPostSlug("old-title")).toBe("new-title");
    expect(await findRenamedPostSlug("never-existed")).toBeNull();

    await savePost(postInput({ id: saved.id, title: "New title", slug: "new-title", status: "draft" }));
    expect(await findRenamedPostSlug("old-title")).toBeNull();
  });
});
