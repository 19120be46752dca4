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
  /**
   * Whether this is the visitor's first event of the UTC day on this block: set by the store as it
   * appends (firstEvents), unless the event comes with it (the legacy import knows).
   */
  first?: boolean;
}

export const isViewEvent = (event: Pick<BioEvent, "blockId">) => event.blockId === VIEW_BLOCK_ID;

const DAY_MS = 86_400_000;
/** The UTC day of `time` as a number (days since the epoch): a visitor-day's key. */
export const epochDay = (time: number) => Math.floor(time / DAY_MS);

/** A visitor-day on a block: a visitor counts once a day on each block (as a visitor, or a unique click). */
export interface VisitorDay {
  pageId: string;
  day: number;
  blockId: string;
  visitor: string;
}

export const visitorDayKey = (v: VisitorDay) => `${v.pageId}|${v.day}|${v.blockId}|${v.visitor}`;

/** The visitor-days of keyed events whose first flag is not known yet, each once. */
export function visitorDaysOf(events: BioEvent[]): VisitorDay[] {
  const days = new Map<string, VisitorDay>();
  for (const e of events) {
    if (!e.visitor || e.first !== undefined) continue;
    const day = { pageId: e.pageId, day: epochDay(e.time), blockId: e.blockId, visitor: e.visitor };
    days.set(visitorDayKey(day), day);
  }
  return [...days.values()];
}

/**
 * The events with their first flags: `fresh` holds the visitor-days the store had not seen before this
 * batch; each one's first event in the batch is its first. Keyless events are never first.
 */
export function withFirstFlags(events: BioEvent[], fresh: Set<string>): BioEvent[] {
  return events.map((e) => {
    if (e.first !== undefined) return e;
    if (!e.visitor) return { ...e, first: false };
    const key = visitorDayKey({
      pageId: e.pageId,
      day: epochDay(e.time),
      blockId: e.blockId,
      visitor: e.visitor,
    });
    const first = fresh.delete(key);
    return { ...e, first };
  });
}
