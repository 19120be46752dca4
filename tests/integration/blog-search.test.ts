import { beforeEach, describe, expect, it } from "vitest";
import { listPosts } from "@/lib/blog/queries";
import { searchPublishedPosts } from "@/lib/blog/search-queries";
import { postListFiltersSchema } from "@/lib/blog/validation";
import { createPost, minutesAfter } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";

// Full-text search ranking and highlighting, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const start = new Date("2026-11-01T09:00:00Z");
const titles = async (q: string) => (await searchPublishedPosts(q)).posts.map((p) => p.title);
const marked = (parts: { text: string; marked: boolean }[]) =>
  parts.filter((p) => p.marked).map((p) => p.text);
const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join("");

describe("blog full-text search", () => {
  beforeEach(truncateAll);

  it("ranks a title match above an excerpt match above a content match, then newest first", async () => {
    // Published in the reverse of the expected order, so date order alone would fail.
    await createPost(
      { title: "Plain body", content: "<p>All about <strong>gardening</strong> tools.</p>" },
      start,
    );
    await createPost({ title: "Other body", content: "<p>A cook's year.</p>" }, minutesAfter(start, 1));
    await createPost(
      {
        title: "A summary",
        excerpt: "Gardening for people with little time",
        content: "<p>Nothing here.</p>",
      },
      minutesAfter(start, 2),
    );
    await createPost({ title: "Gardening basics", content: "<p>Soil first.</p>" }, minutesAfter(start, 3));
    await createPost({ title: "Gardens in winter", content: "<p>Cold.</p>" }, minutesAfter(start, 4));
    await createPost({ title: "Gardening draft", status: "draft" }, minutesAfter(start, 5));

    // Stemming: "gardening" also finds "gardens".
    expect(await titles("gardening")).toEqual([
      "Gardens in winter",
      "Gardening basics",
      "A summary",
      "Plain body",
    ]);
    const result = await searchPublishedPosts("gardening");
    expect(result.total).toBe(4);
    expect(result.pageCount).toBe(1);
  });

  it("marks the matched words in a snippet of the text, never of the tags", async () => {
    await createPost({
      title: "Tips",
      content:
        '<h2>Intro</h2><p>Write <a href="https://example.com/prompting">better</a> prompts &amp; test them.</p>' +
        "<p>Escaped &lt;script&gt;alert(1)&lt;/script&gt; stays text.</p>",
    });
    const [post] = (await searchPublishedPosts("prompt")).posts;
    expect(marked(post!.snippet)).toEqual(["prompts"]);
    const text = plain(post!.snippet);
    expect(text).toContain("Intro Write better prompts & test them.");
    expect(text).toContain("<script>alert(1)</script> stays text");
    expect(text).not.toContain("href");
    // Attribute values and tag names are not indexed.
    expect(await titles("example.com")).toEqual([]);
    expect(await titles("href")).toEqual([]);
    expect(await titles("strong")).toEqual([]);
    // Text that looks like a tag is text: found, and shown as written.
    expect(await titles("script")).toEqual(["Tips"]);
  });

  it("drops the markers a post contains, so it cannot mark words itself", async () => {
    await createPost({ title: "Marks", content: "<p>A \uE000forged\uE001 mark near the keyword.</p>" });
    const [post] = (await searchPublishedPosts("keyword")).posts;
    expect(marked(post!.snippet)).toEqual(["keyword"]);
    expect(plain(post!.snippet)).toContain("forged mark near the keyword");
  });

  it("takes quotes, or and minus as web search syntax", async () => {
    await createPost({ title: "Keyword research", content: "<p>Find the right keyword.</p>" }, start);
    await createPost(
      { title: "Research methods", content: "<p>Keyword lists come later.</p>" },
      minutesAfter(start, 1),
    );
    await createPost({ title: "Link building" }, minutesAfter(start, 2));

    expect(await titles('"keyword research"')).toEqual(["Keyword research"]);
    expect(await titles("keyword -methods")).toEqual(["Keyword research"]);
    expect((await titles("link or methods")).sort()).toEqual(["Link building", "Research methods"]);
  });

  it("never fails on hostile or empty queries", async () => {
    await createPost({ title: "Save 100% of your time" });
    await createPost({ title: "snake_case names" });
    for (const q of ["%", "'", '"', "&|!():*<->", "-", "or", "the", "\\", "\uE000x\uE001", "a".repeat(200)]) {
      await expect(searchPublishedPosts(q), q).resolves.toMatchObject({ total: 0 });
    }
    expect(await titles("100%")).toEqual(["Save 100% of your time"]);
    expect(await titles("snake_case")).toEqual(["snake_case names"]);
  });

  it("pages the ranked results, 12 a page", async () => {
    for (let i = 1; i <= 14; i++) await createPost({ title: `Recipe ${i}` }, minutesAfter(start, i));
    const first = await searchPublishedPosts("recipe", 1);
    const second = await searchPublishedPosts("recipe", 2);
    expect(first.total).toBe(14);
    expect(first.pageCount).toBe(2);
    expect([...first.posts, ...second.posts].map((p) => p.title)).toEqual(
      Array.from({ length: 14 }, (_, i) => `Recipe ${14 - i}`),
    );
    // Past the last page there is no row, yet the total stays.
    expect(await searchPublishedPosts("recipe", 3)).toMatchObject({ posts: [], total: 14, pageCount: 2 });
  });

  it("is the admin list's search too, with every status and the chosen sort", async () => {
    await createPost({ title: "Onboarding emails", status: "draft" }, start);
    await createPost({ title: "Welcome", content: "<p>Onboarding checklist</p>" }, minutesAfter(start, 1));
    const filters = postListFiltersSchema.parse({ q: "onboarding", sort: "title", dir: "asc" });
    expect((await listPosts(filters)).posts.map((p) => p.title)).toEqual(["Onboarding emails", "Welcome"]);
    expect((await listPosts(postListFiltersSchema.parse({ q: "%" }))).total).toBe(0);
  });
});
