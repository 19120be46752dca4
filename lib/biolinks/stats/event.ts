import type { DimensionValues } from "./dimensions";

// One counted view or click, as the event log keeps it and the statistics store holds it: one row per
// event, grouped when a view is read (DESIGN, Statistics). A leaf module: the counter, the log, the
// consumer and both stores import it, and it imports nothing of theirs.

/** The nil UUID marks a page view (the block of a click is the link's id). */
export const VIEW_BLOCK_ID = "00000000-0000-0000-0000-000000000000";

export interface BioEvent extends DimensionValues {
  /** When it was counted (ms since the epoch, UTC). */
  time: number;
  pageId: string;
  blockId: string;
  /**
   * The day's visitor key: a signed 64-bit integer in decimal, from a hash salted with that day's salt
   * (visitors.ts), so it repeats within a day and never across days. '' for a visitor counted without one
   * (Sec-GPC, DNT): each such event counts alone.
   */
  visitor: string;
  /** The A/B variant a split link sent the visitor to; null for everything else. */
  variant: number | null;
}

export const isViewEvent = (event: Pick<BioEvent, "blockId">) => event.blockId === VIEW_BLOCK_ID;

const DAY_MS = 86_400_000;
/** The UTC day an event time falls on (YYYY-MM-DD). */
export const utcDayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The start (ms) of the UTC day of `time`. */
export const dayStart = (time: number) => time - (((time % DAY_MS) + DAY_MS) % DAY_MS);
