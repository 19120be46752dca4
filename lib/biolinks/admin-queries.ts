import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern } from "@/lib/db/like";
import { bioPages, bioStats, user } from "@/lib/db/schema";
import { ANY_LINK_BLOCK_ID, VIEW_BLOCK_ID } from "./queries";

/** Every bio page with its owner, state and all-time counts, for the admin (abuse reports). */
export async function listAllPages({ q }: { q?: string }, limit = 200) {
  const pattern = q ? containsPattern(q) : undefined;
  // Every event, from the month rows of the page's totals (lib/biolinks/stats/rollup.ts).
  const sum = (views: boolean) =>
    sql<number>`coalesce((select sum(${bioStats.hits}) from ${bioStats} where ${bioStats.pageId} = ${bioPages.id} and ${bioStats.period} = 'm' and ${bioStats.dimension} = 'total' and ${bioStats.blockId} = ${views ? VIEW_BLOCK_ID : ANY_LINK_BLOCK_ID}), 0)::int`;
  return db
    .select({
      id: bioPages.id,
      slug: bioPages.slug,
      title: bioPages.title,
      published: bioPages.published,
      disabledAt: bioPages.disabledAt,
      ownerEmail: user.email,
      ownerVerified: user.emailVerified,
      views: sum(true),
      clicks: sum(false),
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
}
