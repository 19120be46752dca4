import { describe, expect, it } from "vitest";
import { ALL, ANY, DIMENSIONS, TOTAL } from "@/lib/biolinks/stats/dimensions";
import { increments, periodStarts } from "@/lib/biolinks/stats/rollup";
import { LINK, PAGE, VIEW, counted, event } from "../support/bio-events";

const BREAKDOWNS = [
  "country",
  "device",
  "browser",
  "os",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;
const COLUMN = {
  country: "country",
  device: "device",
  browser: "browser",
  os: "os",
  referrer: "referrer",
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
} as const;

type Row = ReturnType<typeof increments>[number];
const keyOf = (row: Row) => [
  row.pageId,
  row.period,
  row.dimension,
  row.start.toISOString(),
  row.blockId,
  ...DIMENSIONS.map((d) => String(row[d])),
];
const compareKeys = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
};

describe("increments (bio_stats rows of a batch)", () => {
  it("gives 30 rows for one event: 3 periods × (total, 8 breakdowns, all)", () => {
    const e = event();
    const rows = increments([counted(e)]);
    expect(rows).toHaveLength(30);
    const starts = periodStarts(e);
    expect(starts).toEqual({
      h: new Date("2026-11-28T15:00:00.000Z"),
      d: new Date("2026-11-28T00:00:00.000Z"),
      m: new Date("2026-11-01T00:00:00.000Z"),
    });
    for (const period of ["h", "d", "m"] as const) {
      const ofPeriod = rows.filter((r) => r.period === period);
      expect(ofPeriod.map((r) => r.dimension).sort()).toEqual([TOTAL, ...BREAKDOWNS, ALL].sort());
      for (const row of ofPeriod) {
        expect(row.start).toEqual(starts[period]);
        expect([row.pageId, row.blockId, row.hits, row.visitors]).toEqual([PAGE, VIEW, 1, 1]);
      }
    }
  });

  it("sets only its own column in a breakdown's row, every column in 'all', none in 'total' ('*' elsewhere)", () => {
    const e = event();
    const rows = increments([counted(e)]).filter((r) => r.period === "d");
    const byDimension = new Map(rows.map((r) => [r.dimension, r]));
    for (const d of DIMENSIONS) {
      expect(byDimension.get(TOTAL)![d], `total.${d}`).toBe(ANY);
      expect(byDimension.get(ALL)![d], `all.${d}`).toBe(e[d]);
    }
    for (const dimension of BREAKDOWNS) {
      const row = byDimension.get(dimension)!;
      for (const d of DIMENSIONS) {
        expect(row[d], `${dimension}.${d}`).toBe(d === COLUMN[dimension] ? e[d] : ANY);
      }
    }
  });

  it("keeps an empty value ('' is Direct, Unknown or None) apart from '*'", () => {
    const rows = increments([counted(event({ referrer: "", country: "" }))]).filter((r) => r.period === "h");
    expect(rows.find((r) => r.dimension === "referrer")!.referrer).toBe("");
    expect(rows.find((r) => r.dimension === "country")!.country).toBe("");
    expect(rows.find((r) => r.dimension === TOTAL)!.referrer).toBe(ANY);
  });

  it("sums the hits of repeats and adds a visitor only for a new one", () => {
    const e = event();
    const rows = increments([counted(e, 3, true), counted(e, 2, false), counted({ ...e }, 1, false)]);
    expect(rows).toHaveLength(30);
    for (const row of rows)
      expect([row.hits, row.visitors], `${row.period} ${row.dimension}`).toEqual([6, 1]);

    const two = increments([counted(e, 1, true), counted(event({ visitorHash: "h2" }), 1, true)]);
    for (const row of two) expect([row.hits, row.visitors]).toEqual([2, 2]);
    expect(increments([counted(e, 4, false)]).every((r) => r.visitors === 0 && r.hits === 4)).toBe(true);
  });

  it("shares the rows two events have in common and no others", () => {
    // Another hour of the same day, from another country: the hour rows differ; of the day and month,
    // total and every breakdown but country are shared, and the country and 'all' rows differ.
    const rows = increments([
      counted(event()),
      counted(event({ hour: "2026-11-28T16:00:00.000Z", country: "DE" })),
    ]);
    expect(rows).toHaveLength(10 + 10 + 2 * (8 + 2 * 2));
    const dayTotal = rows.find((r) => r.period === "d" && r.dimension === TOTAL)!;
    expect([dayTotal.hits, dayTotal.visitors]).toEqual([2, 2]);
    const dayCountries = rows.filter((r) => r.period === "d" && r.dimension === "country");
    expect(dayCountries.map((r) => [r.country, r.hits])).toEqual([
      ["DE", 1],
      ["FR", 1],
    ]);
    expect(
      rows.filter((r) => r.period === "h" && r.dimension === TOTAL).map((r) => r.start.toISOString()),
    ).toEqual(["2026-11-28T15:00:00.000Z", "2026-11-28T16:00:00.000Z"]);
  });

  it("keeps a link's clicks apart from the page's views, and months apart", () => {
    const rows = increments([
      counted(event()),
      counted(event({ blockId: LINK })),
      counted(event({ day: "2026-12-01", hour: "2026-12-01T00:00:00.000Z" })),
    ]);
    // The click also adds to every link's clicks together (30 more rows).
    expect(rows).toHaveLength(120);
    expect(rows.filter((r) => r.blockId === LINK)).toHaveLength(30);
    const anyLink = rows.filter((r) => r.blockId === "ffffffff-ffff-ffff-ffff-ffffffffffff");
    expect(anyLink).toHaveLength(30);
    expect(anyLink.every((r) => r.hits === 1 && r.visitors === 1)).toBe(true);
    expect(
      rows
        .filter((r) => r.period === "m" && r.dimension === TOTAL && r.blockId === VIEW)
        .map((r) => r.start.toISOString()),
    ).toEqual(["2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"]);
  });

  it("returns rows sorted by their key, whatever the order of the events", () => {
    const events = [
      counted(event({ day: "2026-12-01", hour: "2026-12-01T09:00:00.000Z", country: "US" })),
      counted(event({ blockId: LINK, browser: "Safari" })),
      counted(event({ pageId: "0a000000-0000-4000-8000-000000000000" })),
      counted(event()),
    ];
    const rows = increments(events);
    const keys = rows.map(keyOf);
    expect([...keys].sort(compareKeys)).toEqual(keys);
    expect(increments([...events].reverse())).toEqual(rows);
    // Within one period: dimension names in order ("all" … "utm_source"), then starts.
    const first = rows.filter(
      (r) =>
        r.pageId === PAGE &&
        r.period === "d" &&
        r.blockId === VIEW &&
        r.start.toISOString() === "2026-11-28T00:00:00.000Z",
    );
    expect(first.slice(0, 10).map((r) => r.dimension)).toEqual([
      ALL,
      "browser",
      "country",
      "device",
      "os",
      "referrer",
      TOTAL,
      "utm_campaign",
      "utm_medium",
      "utm_source",
    ]);
    expect(rows[0]!.pageId).toBe("0a000000-0000-4000-8000-000000000000");
  });

  it("gives no rows for no events", () => {
    expect(increments([])).toEqual([]);
  });
});
