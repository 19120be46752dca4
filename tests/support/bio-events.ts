import type { BioEvent } from "@/lib/biolinks/event-queue";
import type { Counted } from "@/lib/biolinks/stats/rollup";

// One counted view or click as the writer receives it, for the rollup tests (bio_stats, bio_stat_pairs).

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
