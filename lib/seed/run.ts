import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, ebookCategories, ebooks, posts, postTags, tags } from "@/lib/db/schema";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { indexSources } from "@/lib/tools/plagiarism/store";
import { ebookFilePath, seedEbookCategories, seedEbooks } from "./content/ebooks";
import { seedPosts } from "./content/posts";
import { seedCategories, seedTags } from "./content/taxonomy";

const DAY = 24 * 60 * 60 * 1000;

export interface SeedResult {
  inserted: { categories: number; tags: number; posts: number; ebookCategories: number; ebooks: number };
  generatedAdminPassword?: string;
}

/** True when there is no content at all: a fresh database that `npm start` should fill. */
function fileSize(publicPath: string): number {
  const file = path.resolve(process.cwd(), "public", `.${publicPath}`);
  return existsSync(file) ? statSync(file).size : 0;
}

/** Loads the demo content. Idempotent by slug: rows that exist are left as they are. */
export async function seedDatabase(now = new Date()): Promise<SeedResult> {
  const inserted = await db.transaction(async (tx) => {
    const newCategories = await tx
      .insert(categories)
      .values(seedCategories)
      .onConflictDoNothing()
      .returning();
    const newTags = await tx.insert(tags).values(seedTags).onConflictDoNothing().returning();
    const allCategories = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const allTags = await tx.select({ id: tags.id, slug: tags.slug }).from(tags);
    const categoryId = new Map(allCategories.map((c) => [c.slug, c.id]));
    const tagId = new Map(allTags.map((t) => [t.slug, t.id]));

    const newPosts = await tx
      .insert(posts)
      .values(
        seedPosts.map((p) => {
          const publishedAt = new Date(now.getTime() - p.publishedDaysAgo * DAY);
          return {
            title: p.title,
            slug: p.slug,
            content: p.content,
            excerpt: p.excerpt,
            status: "published" as const,
            categoryId: categoryId.get(p.categorySlug) ?? null,
            seoTitle: p.seoTitle,
            seoDescription: p.seoDescription,
            seoKeywords: p.seoKeywords,
            views: p.views,
            publishedAt,
            createdAt: publishedAt,
            updatedAt: publishedAt,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: posts.id, slug: posts.slug });
    const links = newPosts.flatMap((post) =>
      (seedPosts.find((p) => p.slug === post.slug)?.tagSlugs ?? [])
        .map((slug) => tagId.get(slug))
        .filter((id): id is number => id !== undefined)
        .map((id) => ({ postId: post.id, tagId: id })),
    );
    if (links.length > 0) await tx.insert(postTags).values(links).onConflictDoNothing();

    const newEbookCategories = await tx
      .insert(ebookCategories)
      .values(seedEbookCategories)
      .onConflictDoNothing()
      .returning();
    const ebookCategoryRows = await tx
      .select({ id: ebookCategories.id, slug: ebookCategories.slug })
      .from(ebookCategories)
      .where(
        inArray(
          ebookCategories.slug,
          seedEbookCategories.map((c) => c.slug),
        ),
      );
    const ebookCategoryId = new Map(ebookCategoryRows.map((c) => [c.slug, c.id]));
    const newEbooks = await tx
      .insert(ebooks)
      .values(
        seedEbooks.map((e, index) => ({
          title: e.title,
          slug: e.slug,
          description: e.description,
          excerpt: e.excerpt,
          filePath: ebookFilePath(e.slug),
          fileSize: fileSize(ebookFilePath(e.slug)),
          fileType: "pdf",
          categoryId: ebookCategoryId.get(e.categorySlug) ?? null,
          pages: e.pages,
          status: "published" as const,
          featured: e.featured,
          seoTitle: e.title,
          seoDescription: e.description.slice(0, 160),
          seoKeywords: e.seoKeywords,
          // Spread creation over the last days so "newest first" has a visible order.
          createdAt: new Date(now.getTime() - (index + 1) * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: ebooks.id });
    await indexSources(tx, { postIds: newPosts.map((p) => p.id), ebookIds: newEbooks.map((e) => e.id) });

    return {
      categories: newCategories.length,
      tags: newTags.length,
      posts: newPosts.length,
      ebookCategories: newEbookCategories.length,
      ebooks: newEbooks.length,
    };
  });
  const admin = await ensureAdminAccount();
  return { inserted, generatedAdminPassword: admin.generatedPassword };
}
