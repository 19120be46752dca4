import { describe, expect, it } from "vitest";
import { PAIRS } from "@/lib/biolinks/stats/dimensions";
import { pairIncrements } from "@/lib/biolinks/stats/pairs";
import { ANY_LINK, LINK, event } from "../support/bio-events";

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
