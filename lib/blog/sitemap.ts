import "server-only";
import { asc, desc } from "drizzle-orm";
import { db } from "@/lib/db";
import { categories, posts, tags } from "@/lib/db/schema";
import type { SitemapEntry } from "@/lib/sitemap/types";
import { blogCategoryPath, blogTagPath, postPath } from "./paths";
import { isPublished } from "./public-filters";

/** Every live post (due scheduled ones included) and every category and tag page. */
export async function blogSitemapEntries(): Promise<SitemapEntry[]> {
  const [postRows, categoryRows, tagRows] = await Promise.all([
    db
      .select({ slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(isPublished)
      .orderBy(desc(posts.publishedAt), desc(posts.id)),
    db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.slug)),
    db.select({ slug: tags.slug, updatedAt: tags.updatedAt }).from(tags).orderBy(asc(tags.slug)),
  ]);
  return [
    ...postRows.map((p) => ({ path: postPath(p.slug), lastModified: p.updatedAt })),
    ...categoryRows.map((c) => ({ path: blogCategoryPath(c.slug), lastModified: c.updatedAt })),
    ...tagRows.map((t) => ({ path: blogTagPath(t.slug), lastModified: t.updatedAt })),
  ];
}
