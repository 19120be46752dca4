import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioEvents, bioStats } from "@/lib/db/schema";

// What statistics keep, pruned when a process first counts on a new UTC day (visitors.ts, as the salt turns):
// - visitors' rows (bio_events) of today and yesterday only: a row of an older day cannot be linked to
//   anyone (its salt is gone) and its figures are in bio_stats; yesterday's stays for counts queued at midnight;
// - hour rows for 3 days: the last 24 hours and the 24 before them.
// Then the statistics tables are analyzed: the views' plans (an index range per block) need their
// statistics, and PGlite has no autovacuum to gather them.
export const HOUR_ROWS_KEPT_MS = 3 * 86_400_000;

export async function pruneStatistics(today: string, now: Date = new Date()): Promise<void> {
  await db.delete(bioEvents).where(lt(bioEvents.day, sql`${today}::date - 1`));
  await db
    .delete(bioStats)
    .where(and(eq(bioStats.period, "h"), lt(bioStats.start, new Date(now.getTime() - HOUR_ROWS_KEPT_MS))));
  await db.execute(sql`analyze bio_stats, bio_stat_pairs, bio_stat_triples`);
}
