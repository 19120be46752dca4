import { describe, expect, it } from "vitest";
import type { BioEvent } from "@/lib/biolinks/event-queue";
import { PAIRS } from "@/lib/biolinks/stats/dimensions";
import { pairIncrements } from "@/lib/biolinks/stats/pairs";

const PAGE = "0b8c6a3e-7f7d-4c53-9d0a-2f1e5b6c7d8e";
const VIEW = "00000000-0000-0000-0000-000000000000";
const ANY_LINK = "ffffffff-ffff-ffff-ffff-ffffffffffff";
const LINK = "5d2f4a1b-3c6e-4f7a-8b9c-0d1e2f3a4b5c";

const event = (overrides: Partial<BioEvent> = {}): BioEvent => ({
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

describe("pairIncrements (bio_stat_pairs rows of a batch)", () => {
  it("adds one row per pair of breakdowns for the event's day and month, none for its hour", () => {
    const rows = pairIncrements([{ event: event(), hits: 2, newVisitor: true }]);
    expect(PAIRS).toHaveLength(28);
    expect(rows).toHaveLength(2 * 28);
    expect(
      rows.filter((r) => r.period === "d").every((r) => r.start.toISOString() === "2026-11-28T00:00:00.000Z"),
    ).toBe(true);
    expect(
      rows.filter((r) => r.period === "m").every((r) => r.start.toISOString() === "2026-11-01T00:00:00.000Z"),
    ).toBe(true);
    expect(
      rows.find((r) => r.period === "d" && r.first === "country" && r.second === "utm_campaign"),
    ).toMatchObject({
      firstValue: "FR",
      secondValue: "launch",
      hits: 2,
      visitors: 1,
    });
    // Each pair once, its breakdowns in DIMENSIONS order.
    expect(new Set(rows.map((r) => `${r.period} ${r.first}+${r.second}`)).size).toBe(56);
    expect(rows.some((r) => r.first === "device" && r.second === "country")).toBe(false);
  });

  it("counts a click on its link and on every link's together", () => {
    const rows = pairIncrements([{ event: event({ blockId: LINK }), hits: 1, newVisitor: true }]);
    expect(rows.filter((r) => r.blockId === LINK)).toHaveLength(56);
    expect(rows.filter((r) => r.blockId === ANY_LINK)).toHaveLength(56);
  });

  it("sums a batch's events per row, visitors only for a visitor's first event, in key order", () => {
    const rows = pairIncrements([
      { event: event(), hits: 1, newVisitor: true },
      { event: event({ visitorHash: "h2" }), hits: 3, newVisitor: false },
      { event: event({ visitorHash: "h3", country: "US" }), hits: 1, newVisitor: true },
    ]);
    const franceMobile = rows.find(
      (r) => r.period === "m" && r.first === "country" && r.second === "device" && r.firstValue === "FR",
    );
    expect(franceMobile).toMatchObject({ hits: 4, visitors: 1 });
    const mobileIos = rows.find((r) => r.period === "m" && r.first === "device" && r.second === "os");
    expect(mobileIos).toMatchObject({ hits: 5, visitors: 2 });
    const reversed = pairIncrements([
      { event: event({ visitorHash: "h3", country: "US" }), hits: 1, newVisitor: true },
      { event: event({ visitorHash: "h2" }), hits: 3, newVisitor: false },
      { event: event(), hits: 1, newVisitor: true },
    ]);
    expect(reversed).toEqual(rows);
  });
});
