import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioBlocks, bioEvents, bioPages } from "@/lib/db/schema";
import { fillDays, lastDays } from "@/lib/day-series";
import { VIEW_BLOCK_ID } from "./queries";
import { getSignupsPerDay } from "./subscriber-queries";

export const STATS_PERIODS = [7, 30, 90] as const;
export const TOP_REFERRERS = 10;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export interface PageStats {
  views: number;
  /** Distinct visitors per day, added up: a visitor cannot be recognised from one day to the next. */
  visitors: number;
  /** Clicks counted once per visitor, link and day: repeating a click does not add to it. */
  clicks: number;
  /** Every click, repeats included. */
  totalClicks: number;
  /** Addresses confirmed on the page's E-mail sign-up blocks. */
  signups: number;
  daily: { day: string; views: number; clicks: number; signups: number }[];
  links: { id: string; title: string; clicks: number; totalClicks: number; ctr: number }[];
  devices: { mobile: number; desktop: number };
  /** Views per referring host, most first; host '' is Direct (no referrer, or our own site). */
  referrers: { host: string; views: number }[];
}

/** Statistics of one of the owner's pages over the last `days` days; null for anyone else's page. */
export async function getPageStats(
  userId: string,
  slug: string,
  days: StatsPeriod,
): Promise<PageStats | null> {
  const [page] = await db
    .select({ id: bioPages.id })
    .from(bioPages)
    .where(and(eq(bioPages.slug, slug), eq(bioPages.userId, userId)));
  if (!page) return null;
  const range = lastDays(days);
  const inRange = and(eq(bioEvents.pageId, page.id), sql`${bioEvents.day} >= ${range[0]}::date`);
  const isView = sql`${bioEvents.blockId} = ${VIEW_BLOCK_ID}`;
  const perDay = await db
    .select({
      day: sql<string>`to_char(${bioEvents.day}, 'YYYY-MM-DD')`,
      views: sql<number>`coalesce(sum(${bioEvents.hits}) filter (where ${isView}), 0)::int`,
      visitors: sql<number>`count(distinct ${bioEvents.visitorHash}) filter (where ${isView})::int`,
      clicks: sql<number>`count(*) filter (where not ${isView})::int`,
      totalClicks: sql<number>`coalesce(sum(${bioEvents.hits}) filter (where not ${isView}), 0)::int`,
    })
    .from(bioEvents)
    .where(inRange)
    .groupBy(bioEvents.day);
  const [devices] = await db
    .select({
      mobile: sql<number>`count(distinct (${bioEvents.day}, ${bioEvents.visitorHash})) filter (where ${bioEvents.mobile})::int`,
      desktop: sql<number>`count(distinct (${bioEvents.day}, ${bioEvents.visitorHash})) filter (where not ${bioEvents.mobile})::int`,
    })
    .from(bioEvents)
    .where(and(inRange, isView));
  const viewsSum = sql<number>`sum(${bioEvents.hits})::int`;
  const referrers = await db
    .select({ host: bioEvents.referrer, views: viewsSum })
    .from(bioEvents)
    .where(and(inRange, isView))
    .groupBy(bioEvents.referrer)
    .orderBy(desc(viewsSum), asc(bioEvents.referrer))
    .limit(TOP_REFERRERS);
  const perLink = await db
    .select({
      id: bioBlocks.id,
      payload: bioBlocks.payload,
      clicks: sql<number>`(select count(*) from ${bioEvents} where ${inRange} and ${bioEvents.blockId} = ${bioBlocks.id})::int`,
      totalClicks: sql<number>`coalesce((select sum(${bioEvents.hits}) from ${bioEvents} where ${inRange} and ${bioEvents.blockId} = ${bioBlocks.id}), 0)::int`,
    })
    .from(bioBlocks)
    .where(and(eq(bioBlocks.pageId, page.id), eq(bioBlocks.type, "link")))
    .orderBy(asc(bioBlocks.position));
  const signupsPerDay = await getSignupsPerDay(page.id, range[0]!);
  const signupsByDay = new Map(signupsPerDay.map((d) => [d.day, d.value]));
  const views = perDay.reduce((n, d) => n + d.views, 0);
  const viewsByDay = fillDays(
    range,
    perDay.map((d) => ({ day: d.day, value: d.views })),
  );
  const clicksByDay = new Map(perDay.map((d) => [d.day, d.clicks]));
  return {
    views,
    visitors: perDay.reduce((n, d) => n + d.visitors, 0),
    clicks: perDay.reduce((n, d) => n + d.clicks, 0),
    totalClicks: perDay.reduce((n, d) => n + d.totalClicks, 0),
    signups: signupsPerDay.reduce((n, d) => n + d.value, 0),
    daily: viewsByDay.map(({ day, value }) => ({
      day,
      views: value,
      clicks: clicksByDay.get(day) ?? 0,
      signups: signupsByDay.get(day) ?? 0,
    })),
    links: perLink.map((l) => ({
      id: l.id,
      title: String(l.payload.title ?? ""),
      clicks: l.clicks,
      totalClicks: l.totalClicks,
      ctr: views > 0 ? l.clicks / views : 0,
    })),
    devices: devices ?? { mobile: 0, desktop: 0 },
    referrers,
  };
}
