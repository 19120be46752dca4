import type { BioEvent } from "@/lib/biolinks/event-queue";
import type { Dimension } from "@/lib/biolinks/stats/dimensions";
import type { Figures } from "@/lib/biolinks/stats/figures";
import type { Filters } from "@/lib/biolinks/stats/filters";
import type { Counted } from "@/lib/biolinks/stats/rollup";
import type { Queued } from "@/lib/biolinks/stats/write";

// One counted view or click as the writer receives it, for the rollup tests (bio_stats, bio_stat_pairs),
// and the figures a batch of them adds up to, for the view tests.

export const PAGE = "0b8c6a3e-7f7d-4c53-9d0a-2f1e5b6c7d8e";
export const VIEW = "00000000-0000-0000-0000-000000000000";
export const ANY_LINK = "ffffffff-ffff-ffff-ffff-ffffffffffff";
export const LINK = "5d2f4a1b-3c6e-4f7a-8b9c-0d1e2f3a4b5c";

export const event = (overrides: Partial<BioEvent> = {}): BioEvent => ({
  pageId: PAGE,
  blockId: VIEW,
  day: "2026-11-28",
  hour: "2026-11-28T15:00:00.000Z",
  visitorHash: "h1",
  country: "FR",
  device: "mobile",
  browser: "Instagram",
  os: "iOS",
  referrer: "instagram.com",
  utmSource: "instagram",
  utmMedium: "social",
  utmCampaign: "launch",
  ...overrides,
});

export const counted = (e: BioEvent, hits = 1, newVisitor = true): Counted => ({
  event: e,
  hits,
  newVisitor,
});

/** The figures of the queued events under `filters` (values and link), per value of `dimension`. */
export function figuresByValue(batch: Queued[], filters: Filters, dimension: Dimension) {
  const figures = new Map<string, Figures>();
  for (const { event, hits } of batch) {
    if (!Object.entries(filters.values).every(([d, v]) => event[d as Dimension] === v)) continue;
    if (event.blockId !== VIEW && filters.link && event.blockId !== filters.link) continue;
    const row = figures.get(event[dimension]) ?? { views: 0, visitors: 0, clicks: 0, totalClicks: 0 };
    if (event.blockId === VIEW) {
      row.views += hits;
      row.visitors += 1;
    } else {
      row.clicks += 1;
      row.totalClicks += hits;
    }
    figures.set(event[dimension], row);
  }
  return Object.fromEntries(figures);
}
