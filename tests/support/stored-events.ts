import { sql } from "drizzle-orm";
import { VIEW_BLOCK_ID } from "@/lib/biolinks/stats/event";
import { drainEvents, recordEvent } from "@/lib/biolinks/stats/pipeline";
import { statsStore } from "@/lib/biolinks/stats/store";
import { NO_VALUES } from "./event-values";

// The statistics store's events as the tests read them back: every row, oldest first, once the log is
// applied (lib/biolinks/stats/pipeline.ts).

export interface StoredEvent {
  pageId: string;
  blockId: string;
  visitor: string | null;
  referrer: string;
  country: string;
  device: string;
  utmCampaign: string;
}

export async function storedEvents(): Promise<StoredEvent[]> {
  await drainEvents();
  return (await statsStore()).all<StoredEvent>(
    sql`select page_id::varchar as "pageId", block_id::varchar as "blockId", visitor::varchar as visitor,
        referrer, country, device, utm_campaign as "utmCampaign" from bio_page_events order by time`,
  );
}

/** Records one view of a page now, as the counter would (every breakdown unknown). */
export function recordView(pageId: string, visitor = "1"): void {
  recordEvent({
    time: Date.now(),
    pageId,
    blockId: VIEW_BLOCK_ID,
    visitor,
    ...NO_VALUES,
    variant: null,
  });
}
