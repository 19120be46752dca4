import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { ebookCategories, ebooks } from "@/lib/db/schema";
import type { SitemapEntry } from "@/lib/sitemap/types";
import { ebookCategoryPath, ebookPath } from "./paths";

/** Every published ebook and every ebook category page. */
export async function ebookSitemapEntries(): Promise<SitemapEntry[]> {
  const [ebookRows, categoryRows] = await Promise.all([
    db
      .select({ slug: ebooks.slug, updatedAt: ebooks.updatedAt })
      .from(ebooks)
      .where(eq(ebooks.status, "published"))
      .orderBy(desc(ebooks.createdAt), desc(ebooks.id)),
    db
      .select({ slug: ebookCategories.slug, updatedAt: ebookCategories.updatedAt })
      .from(ebookCategories)
      .orderBy(asc(ebookCategories.slug)),
  ]);
  return [
    ...ebookRows.map((e) => ({ path: ebookPath(e.slug), lastModified: e.updatedAt })),
    ...categoryRows.map((c) => ({ path: ebookCategoryPath(c.slug), lastModified: c.updatedAt })),
  ];
}
