import "server-only";
import { and, asc, eq, isNotNull, notExists } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioDomains, bioPages, user } from "@/lib/db/schema";
import type { SitemapEntry } from "@/lib/sitemap/types";
import { publicPath } from "./paths";
import { isPublicPage } from "./public-queries";

/**
 * Bio pages visitors can open and whose owner lets search engines index them, but for those shown on their
 * own domain: their canonical address is there, and a sitemap lists its own host's addresses only.
 */
export async function bioSitemapEntries(): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: bioPages.slug, updatedAt: bioPages.updatedAt })
    .from(bioPages)
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(
      and(
        isPublicPage,
        eq(bioPages.noindex, false),
        notExists(
          db
            .select({ pageId: bioDomains.pageId })
            .from(bioDomains)
            .where(and(eq(bioDomains.pageId, bioPages.id), isNotNull(bioDomains.verifiedAt))),
        ),
      ),
    )
    .orderBy(asc(bioPages.slug));
  return rows.map((p) => ({ path: publicPath(p.slug), lastModified: p.updatedAt }));
}
