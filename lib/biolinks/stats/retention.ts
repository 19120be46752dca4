import "server-only";
import { env } from "@/lib/env";
import { statsStore } from "./store";

// How long events are kept: STATS_RETENTION_MONTHS whole UTC months before the current one (default 13,
// so that "the last 12 months" and its comparison with the months before always have their events).
// Run once a day per process, as the day's salt turns (visitors.ts).

export function retentionStart(today: string, months = env().STATS_RETENTION_MONTHS): number {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Date.UTC(year, month - 1 - months, 1);
}

export async function pruneStatistics(today: string): Promise<void> {
  await (await statsStore()).deleteBefore(retentionStart(today));
}
