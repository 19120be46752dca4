import "server-only";
import { env } from "@/lib/env";
import { epochDay } from "./event";
import { statsStore } from "./store";

// How long events are kept: STATS_RETENTION_MONTHS whole UTC months before the current one (default 13,
// so that "the last 12 months" and its comparison with the months before always have their events).
// Run once a day per process, as the day's salt turns (visitors.ts), with the visitor-days the first flags
// no longer need and the daily rollup of the days before yesterday (rollup.ts).

export function retentionStart(today: string, months = env().STATS_RETENTION_MONTHS): number {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Date.UTC(year, month - 1 - months, 1);
}

/** The day's upkeep of the statistics: retention, the visitor-days, the rollup. */
export async function keepUpStatistics(today: string): Promise<void> {
  const store = await statsStore();
  await store.deleteBefore(retentionStart(today));
  const day = epochDay(Date.parse(`${today}T00:00:00.000Z`));
  // Yesterday's visitors stay: counts logged just before midnight may still be on their way.
  await store.forgetVisitorDaysBefore(day - 1);
  // Likewise yesterday's events: the days before it are complete.
  await store.rollUp(day - 1);
}
