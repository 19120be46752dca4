import { processSingleton } from "@/lib/process-registry";

// Counts still deciding whether and what to record (the visitor's key needs the day's salt, the owner's
// visit their session): bounded, so that a database that stalls cannot make them pile up in memory
// (each holds its request's headers). Past MAX_DECIDING a count is not made, with a log line; a graceful
// stop waits for those under way at most STOP_WAIT_MS before it commits the log (pipeline.ts).

const MAX_DECIDING = 10_000;
const STOP_WAIT_MS = 5000;

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    decidingCounts: { pending: Set<Promise<unknown>>; refused: number };
  }
}

const deciding = () => processSingleton("decidingCounts", () => ({ pending: new Set(), refused: 0 }));

/** Tracks a count under way; one past the bound resolves false (not counted) at once. */
export function tracked(counting: Promise<boolean>): Promise<boolean> {
  const state = deciding();
  if (state.pending.size >= MAX_DECIDING) {
    if (state.refused++ % 10_000 === 0)
      console.error(
        `[creatorkit] ${MAX_DECIDING} bio page counts are waiting for the database: ${state.refused} not counted`,
      );
    void counting.catch(() => {});
    return Promise.resolve(false);
  }
  state.pending.add(counting);
  void counting.finally(() => state.pending.delete(counting)).catch(() => {});
  return counting;
}

/** Waits for the counts under way, at most STOP_WAIT_MS (a stalled database must not hold a stop). */
export async function settleCounts(): Promise<void> {
  const pending = [...deciding().pending];
  if (pending.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(pending),
    new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/** How many counts are deciding (for /api/health and tests). */
export const decidingCounts = () => deciding().pending.size;
