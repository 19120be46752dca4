import "server-only";
import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "@/lib/db/like";
import { db } from "@/lib/db";
import { ebookCategories, ebookDownloads, ebooks, ebookStats } from "@/lib/db/schema";
import { DOWNLOAD_CHART_DAYS, FALLBACK_CATEGORY_COLOR } from "./constants";
import type { EbookListFilters } from "./validation";

// Admin reads. Public reads live in public-queries.ts.

const categoryColumns = {
  categoryName: ebookCategories.name,
  categorySlug: ebookCategories.slug,
  categoryColor: sql<string>`coalesce(${ebookCategories.color}, ${FALLBACK_CATEGORY_COLOR})`,
};

function filterConditions(filters: EbookListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(ebooks.status, filters.status));
  if (filters.category) conditions.push(eq(ebookCategories.slug, filters.category));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(ilike(ebooks.title, pattern), ilike(ebooks.description, pattern), ilike(ebooks.excerpt, pattern)),
    );
  }
  return and(...conditions);
}

export async function listEbooks(filters: EbookListFilters) {
  return db
    .select({
      id: ebooks.id,
      title: ebooks.title,
      slug: ebooks.slug,
      status: ebooks.status,
      featured: ebooks.featured,
      downloads: ebooks.downloads,
      createdAt: ebooks.createdAt,
      ...categoryColumns,
    })
    .from(ebooks)
    .leftJoin(ebookCategories, eq(ebookCategories.id, ebooks.categoryId))
    .where(filterConditions(filters))
    .orderBy(desc(ebooks.createdAt), desc(ebooks.id));
}
export type AdminEbookRow = Awaited<ReturnType<typeof listEbooks>>[number];

/** SPEC §2: the category filter lists the categories that ebooks use. */
export async function listUsedEbookCategories() {
  return db
    .selectDistinct({ name: ebookCategories.name, slug: ebookCategories.slug })
    .from(ebooks)
    .innerJoin(ebookCategories, eq(ebookCategories.id, ebooks.categoryId))
    .where(isNotNull(ebooks.categoryId))
    .orderBy(asc(ebookCategories.name));
}

export async function getEbookForEdit(id: string) {
  const [row] = await db.select().from(ebooks).where(eq(ebooks.id, id));
  return row ?? null;
}

export async function listEbookCategories() {
  return db
    .select({
      id: ebookCategories.id,
      name: ebookCategories.name,
      slug: ebookCategories.slug,
      description: ebookCategories.description,
      color: ebookCategories.color,
      createdAt: ebookCategories.createdAt,
    })
    .from(ebookCategories)
    .orderBy(asc(ebookCategories.name));
}
export type EbookCategoryRow = Awaited<ReturnType<typeof listEbookCategories>>[number];

export async function getEbookStats() {
  const [row] = await db.select().from(ebookStats);
  return (
    row ?? {
      totalEbooks: 0,
      publishedEbooks: 0,
      featuredEbooks: 0,
      totalDownloads: 0,
      downloadsLast30Days: 0,
    }
  );
}

/** Counted downloads per UTC day, oldest first, with the days without any filled in as 0. */
export async function getDailyDownloads(days: number = DOWNLOAD_CHART_DAYS, now: Date = new Date()) {
  const day = sql<string>`to_char(${ebookDownloads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days + 1));
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(ebookDownloads)
    .where(sql`${ebookDownloads.createdAt} >= ${first.toISOString()}::timestamptz`)
    .groupBy(day);
  const counts = new Map(rows.map((r) => [r.day, r.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day: date, count: counts.get(date) ?? 0 };
  });
}
