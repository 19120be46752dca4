import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { bioEvents } from "@/lib/db/schema";
import type { BioEvent } from "../event-queue";
import { VIEW_BLOCK_ID } from "../queries";

// A click's source is the page view it followed: the click's own Referer is the bio page, so on its own
// every click would be Direct. A click with a source of its own (a link to /go/ posted elsewhere, a
// campaign in the address) keeps it; a click with no view that day (a visitor counted without a key)
// stays Direct.

type Source = Pick<BioEvent, "referrer" | "utmSource" | "utmMedium" | "utmCampaign">;

const visitKey = (e: Pick<BioEvent, "pageId" | "day" | "visitorHash">) =>
  `${e.pageId}|${e.day}|${e.visitorHash}`;
const hasSource = (e: Source) => Boolean(e.referrer || e.utmSource || e.utmMedium || e.utmCampaign);
const sourceOf = ({ referrer, utmSource, utmMedium, utmCampaign }: Source): Source => ({
  referrer,
  utmSource,
  utmMedium,
  utmCampaign,
});

const HASHES_PER_QUERY = 5000;

/** The events with each sourceless click given its visitor's view's source (from this batch or stored). */
export async function attributeClicks(tx: Transaction, events: BioEvent[]): Promise<BioEvent[]> {
  const views = new Map<string, Source>();
  for (const e of events)
    if (e.blockId === VIEW_BLOCK_ID && e.visitorHash) views.set(visitKey(e), sourceOf(e));
  const unknown = events.filter(
    (e) => e.blockId !== VIEW_BLOCK_ID && e.visitorHash && !hasSource(e) && !views.has(visitKey(e)),
  );
  for (let i = 0; i < unknown.length; i += HASHES_PER_QUERY) {
    const chunk = unknown.slice(i, i + HASHES_PER_QUERY);
    const stored = await tx
      .select({
        pageId: bioEvents.pageId,
        day: bioEvents.day,
        visitorHash: bioEvents.visitorHash,
        referrer: bioEvents.referrer,
        utmSource: bioEvents.utmSource,
        utmMedium: bioEvents.utmMedium,
        utmCampaign: bioEvents.utmCampaign,
      })
      .from(bioEvents)
      .where(
        and(
          inArray(bioEvents.pageId, [...new Set(chunk.map((e) => e.pageId))]),
          inArray(bioEvents.day, [...new Set(chunk.map((e) => e.day))]),
          eq(bioEvents.blockId, VIEW_BLOCK_ID),
          inArray(bioEvents.visitorHash, [...new Set(chunk.map((e) => e.visitorHash))]),
        ),
      );
    for (const row of stored) views.set(visitKey(row), sourceOf(row));
  }
  return events.map((e) => {
    if (e.blockId === VIEW_BLOCK_ID || hasSource(e)) return e;
    const view = views.get(visitKey(e));
    return view ? { ...e, ...view } : e;
  });
}
