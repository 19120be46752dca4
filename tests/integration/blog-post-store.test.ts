import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { posts, postSlugRedirects, postTags, postViewsDaily, postViewVisitors } from "@/lib/db/schema";
import { deletePosts, PostNotFoundError, savePost } from "@/lib/blog/post-store";
import { getPostForEdit } from "@/lib/blog/queries";
import { createPost, createTerm, postInput } from "../support/blog-fixtures";
import { truncateAll } from "../support/database";

const row = async (id: number) => (await db.select().from(posts).where(eq(posts.id, id)))[0]!;
const tagIdsOf = async (id: number) =>
  (await db.select({ t: postTags.tagId }).from(postTags).where(eq(postTags.postId, id)))
    .map((r) => r.t)
    .sort();

beforeEach(truncateAll);

describe("post slugs (SPEC §5)", () => {
  it("are generated from the title and made unique with -1, -2", async () => {
    const a = await createPost({ title: "Hello, World!" });
    const b = await createPost({ title: "Hello World" });
    const c = await createPost({ title: "hello   world", slug: "Hello World" });
    expect([a.slug, b.slug, c.slug]).toEqual(["hello-world", "hello-world-1", "hello-world-2"]);
  });

  it("exclude the post being edited, so re-saving keeps its slug", async () => {
    const a = await createPost({ title: "Same" });
    await createPost({ title: "Same" });
    const again = await savePost(postInput({ id: a.id, title: "Same", slug: "same" }));
    expect(again).toEqual({ id: a.id, slug: "same", previousSlug: null });
  });

  it("keep the old slug as a redirect when the slug changes", async () => {
    const a = await createPost({ title: "Old name" });
    const renamed = await savePost(postInput({ id: a.id, title: "New name", slug: "" }));
    expect(renamed).toEqual({ id: a.id, slug: "new-name", previousSlug: "old-name" });
    const redirects = await db.select().from(postSlugRedirects);
    expect(redirects.map((r) => [r.oldSlug, r.postId])).toEqual([["old-name", a.id]]);
  });

  it("refuse to update a post that does not exist", async () => {
    await expect(savePost(postInput({ id: 999, title: "Ghost" }))).rejects.toBeInstanceOf(PostNotFoundError);
  });
});

describe("published_at (SPEC §4)", () => {
  const t1 = new Date("2026-05-01T10:00:00Z");
  const t2 = new Date("2026-06-01T10:00:00Z");

  it("is now for a new published post and null for a draft", async () => {
    const published = await createPost({ title: "Live", status: "published" }, t1);
    const draft = await createPost({ title: "Later" }, t1);
    expect((await row(published.id)).publishedAt).toEqual(t1);
    expect((await row(draft.id)).publishedAt).toBeNull();
  });

  it("is kept when an already published post is updated", async () => {
    const p = await createPost({ title: "Live", status: "published" }, t1);
    await savePost(postInput({ id: p.id, title: "Live, edited", status: "published" }), t2);
    expect((await row(p.id)).publishedAt).toEqual(t1);
  });

  it("is set once when a draft becomes published", async () => {
    const p = await createPost({ title: "Draft" }, t1);
    await savePost(postInput({ id: p.id, title: "Draft", status: "published" }), t2);
    expect((await row(p.id)).publishedAt).toEqual(t2);
    await savePost(postInput({ id: p.id, title: "Draft", status: "draft" }), t2);
    await savePost(postInput({ id: p.id, title: "Draft", status: "published" }), new Date("2026-07-01"));
    expect((await row(p.id)).publishedAt).toEqual(t2);
  });
});

describe("scheduled posts", () => {
  const at = new Date("2026-12-24T18:00:00Z");

  it("take their scheduled time as published_at and keep their status (the time makes them live)", async () => {
    const p = await createPost({ title: "Xmas", status: "scheduled", scheduledPublishAt: at.toISOString() });
    expect(await row(p.id)).toMatchObject({ status: "scheduled", scheduledPublishAt: at, publishedAt: at });
  });

  it("need a time", () => {
    expect(() => postInput({ title: "When?", status: "scheduled" })).toThrow(/Choose when/);
  });
});

describe("tags", () => {
  it("are replaced on save", async () => {
    const [a, b, c] = [
      await createTerm("tag", "A"),
      await createTerm("tag", "B"),
      await createTerm("tag", "C"),
    ];
    const p = await createPost({ title: "Tagged", tagIds: `${a.id},${b.id}` });
    expect(await tagIdsOf(p.id)).toEqual([a.id, b.id]);
    await savePost(postInput({ id: p.id, title: "Tagged", tagIds: `${c.id},999` }));
    expect(await tagIdsOf(p.id)).toEqual([c.id]);
    expect((await getPostForEdit(p.id))?.tagIds).toEqual([c.id]);
  });

  it("stay as they were, with the post, when the save fails part-way", async () => {
    const [a, b] = [await createTerm("tag", "A"), await createTerm("tag", "B")];
    const p = await createPost({ title: "Before", tagIds: String(a.id) });
    await db.execute(sql`create function fail_tag_insert() returns trigger as $$
      begin raise exception 'tag insert failed'; end; $$ language plpgsql`);
    await db.execute(
      sql`create trigger fail_tags before insert on post_tags for each row execute function fail_tag_insert()`,
    );
    try {
      await expect(savePost(postInput({ id: p.id, title: "After", tagIds: String(b.id) }))).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger fail_tags on post_tags`);
      await db.execute(sql`drop function fail_tag_insert()`);
    }
    expect(await tagIdsOf(p.id)).toEqual([a.id]);
    expect((await row(p.id)).title).toBe("Before");
  });
});

describe("delete", () => {
  it("takes the post's tag links, views and redirects with it", async () => {
    const tag = await createTerm("tag", "A");
    const p = await createPost({ title: "Doomed", tagIds: String(tag.id), status: "published" });
    const keep = await createPost({ title: "Keeper", tagIds: String(tag.id) });
    await savePost(
      postInput({ id: p.id, title: "Doomed renamed", slug: "doomed-renamed", status: "published" }),
    );
    await savePost(
      postInput({ id: p.id, title: "Doomed renamed", tagIds: String(tag.id), slug: "doomed-renamed" }),
    );
    await db.insert(postViewsDaily).values({ postId: p.id, day: "2026-11-20", views: 3 });
    await db.insert(postViewVisitors).values({ postId: p.id, visitorHash: "abc", day: "2026-11-20" });

    expect(await deletePosts([p.id])).toEqual(["doomed-renamed"]);
    expect(await db.select().from(posts)).toHaveLength(1);
    expect(await db.select().from(postTags)).toEqual([{ postId: keep.id, tagId: tag.id }]);
    expect(await db.select().from(postViewsDaily)).toEqual([]);
    expect(await db.select().from(postViewVisitors)).toEqual([]);
    expect(await db.select().from(postSlugRedirects)).toEqual([]);
    expect(await deletePosts([])).toEqual([]);
  });

  it("removes many posts at once", async () => {
    const ids = [(await createPost({ title: "One" })).id, (await createPost({ title: "Two" })).id];
    await createPost({ title: "Three" });
    expect((await deletePosts(ids)).sort()).toEqual(["one", "two"]);
    expect((await db.select({ title: posts.title }).from(posts)).map((r) => r.title)).toEqual(["Three"]);
  });
});
