import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connection, db } from "@/lib/db";
import { getMigrationState, rows, runMigrations } from "@/lib/db/migrate";
import { categories, ebooks, posts, postTags, tags } from "@/lib/db/schema";

describe("migrations", () => {
  it("apply every shipped migration, and applying again changes nothing", async () => {
    const before = await getMigrationState(connection());
    expect(before.applied).toBe(before.available);
    await runMigrations(connection());
    expect(await getMigrationState(connection())).toEqual(before);
  });

  it("create SPEC's tables and views", async () => {
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows<{ table_name: string }>(result).map((r) => r.table_name);
    for (const name of [
      "categories",
      "tags",
      "posts",
      "post_tags",
      "ebooks",
      "ebook_categories",
      "ebook_downloads",
      "ebook_summary",
      "ebook_stats",
      "newsletter_subscriptions",
      "user",
      "session",
      "account",
      "verification",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("refuse a post status outside draft, published and scheduled", async () => {
    await expect(
      db.execute(sql`insert into posts (title, slug, status) values ('x', 'bad-status', 'archived')`),
    ).rejects.toThrow();
  });

  it("refuse two posts with one slug", async () => {
    await db.insert(posts).values({ title: "A", slug: "same-slug" });
    await expect(db.insert(posts).values({ title: "B", slug: "same-slug" })).rejects.toThrow();
  });

  it("leave posts uncategorized when their category is deleted, and drop tag links with their post", async () => {
    const [category] = await db.insert(categories).values({ name: "Temp", slug: "temp" }).returning();
    const [tag] = await db.insert(tags).values({ name: "T", slug: "t" }).returning();
    const [post] = await db
      .insert(posts)
      .values({ title: "P", slug: "p-cascade", categoryId: category!.id })
      .returning();
    await db.insert(postTags).values({ postId: post!.id, tagId: tag!.id });

    await db.delete(categories).where(sql`${categories.id} = ${category!.id}`);
    const [after] = await db
      .select({ categoryId: posts.categoryId })
      .from(posts)
      .where(sql`${posts.id} = ${post!.id}`);
    expect(after).toEqual({ categoryId: null });

    await db.delete(posts).where(sql`${posts.id} = ${post!.id}`);
    expect(await db.$count(postTags, sql`${postTags.postId} = ${post!.id}`)).toBe(0);
  });

  it("apply defaults SPEC gives", async () => {
    const [category] = await db.insert(categories).values({ name: "D", slug: "d" }).returning();
    const [tag] = await db.insert(tags).values({ name: "D", slug: "d" }).returning();
    const [post] = await db.insert(posts).values({ title: "D", slug: "d-defaults" }).returning();
    expect(category!.color).toBe("#3B82F6");
    expect(tag!.color).toBe("#10B981");
    expect(post).toMatchObject({ status: "draft", author: "Admin", views: 0 });
  });

  it("maintain updated_at on edits but not when only the view counter moves", async () => {
    const [post] = await db
      .insert(posts)
      .values({ title: "U", slug: "u-updated", updatedAt: new Date("2020-01-01T00:00:00Z") })
      .returning();
    await db
      .update(posts)
      .set({ views: sql`${posts.views} + 1` })
      .where(sql`${posts.id} = ${post!.id}`);
    const [viewed] = await db
      .select()
      .from(posts)
      .where(sql`${posts.id} = ${post!.id}`);
    expect(viewed!.updatedAt.toISOString()).toBe("2020-01-01T00:00:00.000Z");
    expect(viewed!.views).toBe(1);

    await db
      .update(posts)
      .set({ title: "U2" })
      .where(sql`${posts.id} = ${post!.id}`);
    const [edited] = await db
      .select()
      .from(posts)
      .where(sql`${posts.id} = ${post!.id}`);
    expect(edited!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keep an ebook's updated_at when only its download count moves", async () => {
    const [ebook] = await db
      .insert(ebooks)
      .values({
        title: "E",
        slug: "e-updated",
        description: "d",
        filePath: "/x.pdf",
        updatedAt: new Date("2020-01-01T00:00:00Z"),
      })
      .returning();
    await db
      .update(ebooks)
      .set({ downloads: sql`${ebooks.downloads} + 1` })
      .where(sql`${ebooks.id} = ${ebook!.id}`);
    const [after] = await db
      .select()
      .from(ebooks)
      .where(sql`${ebooks.id} = ${ebook!.id}`);
    expect(after!.updatedAt.toISOString()).toBe("2020-01-01T00:00:00.000Z");
    expect(after!.downloads).toBe(1);
  });
});
