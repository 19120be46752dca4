import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern } from "@/lib/db/like";
import { bioPages, user } from "@/lib/db/schema";
import { NONE } from "./stats/figures";
import { statsStore } from "./stats/store";
import { pageTotals } from "./stats/view-queries";

/** Every bio page with its owner, state and all-time counts, for the admin (abuse reports). */
export async function listAllPages({ q }: { q?: string }, limit = 200) {
  const pattern = q ? containsPattern(q) : undefined;
  const pages = await db
    .select({
      id: bioPages.id,
      slug: bioPages.slug,
      title: bioPages.title,
      published: bioPages.published,
      disabledAt: bioPages.disabledAt,
      ownerEmail: user.email,
      ownerVerified: user.emailVerified,
    })
    .from(bioPages)
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(
      pattern
        ? sql`${bioPages.slug} ilike ${pattern} or ${bioPages.title} ilike ${pattern} or ${user.email} ilike ${pattern}`
        : undefined,
    )
    .orderBy(desc(bioPages.createdAt))
    .limit(limit);
  // Every event the store keeps (its retention), as the page's statistics count them.
  const figures = await pageTotals(
    await statsStore(),
    pages.map((p) => p.id),
    0,
  );
  return pages.map((page) => {
    const { views, totalClicks } = figures.get(page.id) ?? NONE;
    return { ...page, views, clicks: totalClicks };
  });
}
