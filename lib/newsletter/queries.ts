import "server-only";
import { and, desc, eq, gte, ilike, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern } from "@/lib/db/like";
import { NEWSLETTER_STATUSES, newsletterSubscriptions } from "@/lib/db/schema";
import { fillDays, lastDays } from "@/lib/day-series";

export type SubscriberStatus = (typeof NEWSLETTER_STATUSES)[number];

function filters(q?: string, status?: SubscriberStatus) {
  return and(
    q ? ilike(newsletterSubscriptions.email, containsPattern(q)) : undefined,
    status ? eq(newsletterSubscriptions.status, status) : undefined,
  );
}

export async function listSubscribers(options: { q?: string; status?: SubscriberStatus; limit?: number }) {
  return db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      status: newsletterSubscriptions.status,
      source: newsletterSubscriptions.source,
      createdAt: newsletterSubscriptions.createdAt,
      updatedAt: newsletterSubscriptions.updatedAt,
    })
    .from(newsletterSubscriptions)
    .where(filters(options.q, options.status))
    .orderBy(desc(newsletterSubscriptions.createdAt))
    .limit(options.limit ?? 500);
}

export async function getSubscriberCounts() {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${newsletterSubscriptions.status} = 'pending'))::int`,
      active: sql<number>`(count(*) filter (where ${newsletterSubscriptions.status} = 'active'))::int`,
      unsubscribed: sql<number>`(count(*) filter (where ${newsletterSubscriptions.status} = 'unsubscribed'))::int`,
    })
    .from(newsletterSubscriptions);
  return row ?? { total: 0, pending: 0, active: 0, unsubscribed: 0 };
}

/** New subscriptions per day over the last `days` days. */
export async function getSubscriberGrowth(days = 30) {
  const series = lastDays(days);
  const day = sql<string>`to_char(${newsletterSubscriptions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .where(gte(newsletterSubscriptions.createdAt, new Date(`${series[0]}T00:00:00Z`)))
    .groupBy(day);
  return fillDays(series, rows);
}
