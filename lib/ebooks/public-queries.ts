import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { db } from "@/lib/db";
import { ebookCategories, ebooks } from "@/lib/db/schema";
import { FALLBACK_CATEGORY_COLOR, FEATURED_EBOOKS_DEFAULT } from "./constants";

// Public reads: published ebooks only (SPEC §4).

const cardColumns = {
  id: ebooks.id,
  slug: ebooks.slug,
  title: ebooks.title,
  excerpt: ebooks.excerpt,
  coverImage: ebooks.coverImage,
  fileType: ebooks.fileType,
  downloads: ebooks.downloads,
  createdAt: ebooks.createdAt,
  categoryName: ebookCategories.name,
  categorySlug: ebookCategories.slug,
  categoryColor: sql<string>`coalesce(${ebookCategories.color}, ${FALLBACK_CATEGORY_COLOR})`,
};

const published = eq(ebooks.status, "published");

export async function getPublishedEbooks() {
  return db
    .select(cardColumns)
    .from(ebooks)
    .leftJoin(ebookCategories, eq(ebookCategories.id, ebooks.categoryId))
    .where(published)
    .orderBy(desc(ebooks.createdAt), desc(ebooks.id));
}
export type EbookCard = Awaited<ReturnType<typeof getPublishedEbooks>>[number];

/** For the home page (it asks for 8). */
export async function getFeaturedEbooks(limit: number = FEATURED_EBOOKS_DEFAULT): Promise<EbookCard[]> {
  return db
    .select(cardColumns)
    .from(ebooks)
    .leftJoin(ebookCategories, eq(ebookCategories.id, ebooks.categoryId))
    .where(and(published, eq(ebooks.featured, true)))
    .orderBy(desc(ebooks.createdAt), desc(ebooks.id))
    .limit(limit);
}

export async function getPublicEbookCategories() {
  return db
    .select({ name: ebookCategories.name, slug: ebookCategories.slug })
    .from(ebookCategories)
    .orderBy(asc(ebookCategories.name));
}

/** Shared by generateMetadata and the page within one request. */
export const getPublishedEbookBySlug = cache(async (slug: string) => {
  const [row] = await db
    .select({
      ...cardColumns,
      description: ebooks.description,
      fileSize: ebooks.fileSize,
      price: ebooks.price,
      isFree: ebooks.isFree,
      author: ebooks.author,
      pages: ebooks.pages,
      language: ebooks.language,
      seoTitle: ebooks.seoTitle,
      seoDescription: ebooks.seoDescription,
      seoKeywords: ebooks.seoKeywords,
      updatedAt: ebooks.updatedAt,
    })
    .from(ebooks)
    .leftJoin(ebookCategories, eq(ebookCategories.id, ebooks.categoryId))
    .where(and(published, eq(ebooks.slug, slug)));
  return row ?? null;
});
export type EbookDetail = NonNullable<Awaited<ReturnType<typeof getPublishedEbookBySlug>>>;
