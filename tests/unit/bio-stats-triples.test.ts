import { describe, expect, it } from "vitest";
import { TRIPLES } from "@/lib/biolinks/stats/dimensions";
import { tripleIncrements } from "@/lib/biolinks/stats/triples";
import { ANY_LINK, LINK, event } from "../support/bio-events";

describe("tripleIncrements (bio_stat_triples rows of a batch)", () => {
  it("adds one row per three breakdowns for the event's month, in DIMENSIONS order", () => {
    const rows = tripleIncrements([{ event: event(), hits: 2, newVisitor: true }]);
    expect(TRIPLES).toHaveLength(56);
    expect(rows).toHaveLength(56);
    expect(rows.every((r) => r.start.toISOString() === "2026-11-01T00:00:00.000Z")).toBe(true);
    expect(new Set(rows.map((r) => `${r.first}+${r.second}+${r.third}`)).size).toBe(56);
    expect(
      rows.find((r) => r.first === "country" && r.second === "device" && r.third === "utm_campaign"),
    ).toMatchObject({
      firstValue: "FR",
      secondValue: "mobile",
      thirdValue: "launch",
      hits: 2,
      visitors: 1,
    });
    expect(rows.some((r) => r.first === "device" && r.second === "country")).toBe(false);
  });

  it("counts a click on its link and on every link's together", () => {
    const rows = tripleIncrements([{ event: event({ blockId: LINK }), hits: 1, newVisitor: true }]);
    expect(rows.filter((r) => r.blockId === LINK)).toHaveLength(56);
    expect(rows.filter((r) => r.blockId === ANY_LINK)).toHaveLength(56);
  });

  it("sums a month's events per row, visitors only for a visitor's first event of a day, in key order", () => {
    const batch = [
      { event: event(), hits: 1, newVisitor: true },
      { event: event({ day: "2026-11-03", hour: "2026-11-03T08:00:00.000Z" }), hits: 3, newVisitor: true },
      { event: event({ visitorHash: "h2" }), hits: 2, newVisitor: false },
      { event: event({ day: "2026-10-31", hour: "2026-10-31T08:00:00.000Z" }), hits: 1, newVisitor: true },
    ];
    const rows = tripleIncrements(batch);
    const of = (month: string) =>
      rows.find(
        (r) =>
          r.start.toISOString().startsWith(month) &&
          r.first === "country" &&
          r.second === "device" &&
          r.third === "browser",
      );
    expect(of("2026-11")).toMatchObject({ hits: 6, visitors: 2 });
    expect(of("2026-10")).toMatchObject({ hits: 1, visitors: 1 });
    expect(tripleIncrements([...batch].reverse())).toEqual(rows);
  });
});
