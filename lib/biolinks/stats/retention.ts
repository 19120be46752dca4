import "server-only";
import { env } from "@/lib/env";
import { epochDay } from "./event";
import { statsStore } from "./store";

// How long events are kept: STATS_RETENTION_MONTHS whole UTC months before the current one (default 13,
// so that "the last 12 months" and its comparison with the months before always have their events).
// Run once a day per process, as the day's salt turns (visitors.ts), with the visitor-days the first flags
// no longer need.

export function retentionStart(today: string, months = env().STATS_RETENTION_MONTHS): number {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Date.UTC(year, month - 1 - months, 1);
}

export async function pruneStatistics(today: string): Promise<void> {
  const store = await statsStore();
  await store.deleteBefore(retentionStart(today));
  // Yesterday's visitors stay: counts logged just before midnight may still be on their way.
  await store.forgetVisitorDaysBefore(epochDay(Date.parse(`${today}T00:00:00.000Z`)) - 1);
}
