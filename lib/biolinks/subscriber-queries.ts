import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioPages, bioSubscribers } from "@/lib/db/schema";

/** The list of one of `userId`'s pages, newest first; null for anyone else's page. */
export async function getOwnSubscribers(userId: string, slug: string, limit = 10_000) {
  const [page] = await db
    .select({ id: bioPages.id, title: bioPages.title })
    .from(bioPages)
    .where(and(eq(bioPages.slug, slug), eq(bioPages.userId, userId)));
  if (!page) return null;
  const rows = await db
    .select({
      id: bioSubscribers.id,
      email: bioSubscribers.email,
      status: bioSubscribers.status,
      createdAt: bioSubscribers.createdAt,
      confirmedAt: bioSubscribers.confirmedAt,
    })
    .from(bioSubscribers)
    .where(eq(bioSubscribers.pageId, page.id))
    .orderBy(desc(bioSubscribers.createdAt), bioSubscribers.email)
    .limit(limit);
  return { page, rows };
}

/** Confirmed sign-ups per day of one page since `firstDay` (YYYY-MM-DD), for its statistics. */
export async function getSignupsPerDay(pageId: string, firstDay: string) {
  const day = sql<string>`to_char(${bioSubscribers.confirmedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(bioSubscribers)
    .where(
      and(
        eq(bioSubscribers.pageId, pageId),
        eq(bioSubscribers.status, "confirmed"),
        sql`${bioSubscribers.confirmedAt} >= ${firstDay}::date`,
      ),
    )
    .groupBy(day);
}
