import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRESET,
  MAX_CUSTOM_DAYS,
  PRESETS,
  presetRange,
  rangeFrom,
  rangeQuery,
  type Span,
  type StatsRange,
} from "@/lib/biolinks/stats/range";

const HOUR = 3_600_000;
const DAY = 86_400_000;
const NOW = new Date("2026-11-28T15:20:00Z");

const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00.000Z` : iso);
const span = (period: Span["period"], from: string, to: string): Span => ({
  period,
  from: at(from),
  to: at(to),
});
const isos = (dates: Date[]) => dates.map((d) => d.toISOString());
const length = (spans: Span[]) => spans.reduce((ms, s) => ms + s.to.getTime() - s.from.getTime(), 0);
const isDayStart = (d: Date) => d.getTime() % DAY === 0;
const isMonthStart = (d: Date) => isDayStart(d) && d.getUTCDate() === 1;

/** Spans run back to back, each non-empty and on its period's boundaries, from `from` to `to`. */
function expectCover(spans: Span[], from: Date, to: Date) {
  expect(spans.length).toBeGreaterThan(0);
  expect(spans[0]!.from).toEqual(from);
  expect(spans.at(-1)!.to).toEqual(to);
  spans.forEach((s, i) => {
    expect(s.from.getTime()).toBeLessThan(s.to.getTime());
    if (i > 0) expect(s.from).toEqual(spans[i - 1]!.to);
    if (s.period === "d") expect(isDayStart(s.from) && isDayStart(s.to)).toBe(true);
    if (s.period === "m") expect(isMonthStart(s.from) && isMonthStart(s.to)).toBe(true);
  });
}

/** The checks every range of whole days passes: spans cover [from, to + 1 day), previous is as long, just before. */
function expectDaysRange(range: StatsRange) {
  const from = at(range.from);
  const end = new Date(at(range.to).getTime() + DAY);
  expectCover(range.spans, from, end);
  expectCover(range.previous, new Date(from.getTime() - (end.getTime() - from.getTime())), from);
  expect(length(range.previous)).toBe(length(range.spans));
  const days = (end.getTime() - from.getTime()) / DAY;
  if (range.series === "d") {
    expect(range.buckets).toHaveLength(days);
    expect(range.buckets[0]).toEqual(from);
    range.buckets.forEach((b, i) => i > 0 && expect(b.getTime() - range.buckets[i - 1]!.getTime()).toBe(DAY));
  } else {
    expect(range.series).toBe("m");
    expect(range.buckets.every(isMonthStart)).toBe(true);
    expect(range.buckets[0]).toEqual(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)));
    expect(range.buckets.at(-1)!.getTime()).toBeLessThan(end.getTime());
  }
}

describe("presetRange at 2026-11-28 15:20 UTC", () => {
  it("24h: 24 hourly buckets ending with the current hour, one 'h' span to the next hour's start", () => {
    const range = presetRange("24h", NOW);
    expect(range.preset).toBe("24h");
    expect(range.from).toBe("2026-11-27");
    expect(range.to).toBe("2026-11-28");
    expect(range.series).toBe("h");
    expect(range.buckets).toHaveLength(24);
    expect(range.buckets[0]).toEqual(at("2026-11-27T16:00:00.000Z"));
    expect(range.buckets.at(-1)).toEqual(at("2026-11-28T15:00:00.000Z"));
    range.buckets.forEach(
      (b, i) => i > 0 && expect(b.getTime() - range.buckets[i - 1]!.getTime()).toBe(HOUR),
    );
    expect(range.spans).toEqual([span("h", "2026-11-27T16:00:00.000Z", "2026-11-28T16:00:00.000Z")]);
    expect(range.previous).toEqual([span("h", "2026-11-26T16:00:00.000Z", "2026-11-27T16:00:00.000Z")]);
  });

  it("7d: seven days ending today, one 'd' span, the seven days before as previous", () => {
    const range = presetRange("7d", NOW);
    expect([range.from, range.to, range.series]).toEqual(["2026-11-22", "2026-11-28", "d"]);
    expect(range.buckets).toHaveLength(7);
    expect(range.buckets[0]).toEqual(at("2026-11-22"));
    expect(range.buckets.at(-1)).toEqual(at("2026-11-28"));
    expect(range.spans).toEqual([span("d", "2026-11-22", "2026-11-29")]);
    expect(range.previous).toEqual([span("d", "2026-11-15", "2026-11-22")]);
    expectDaysRange(range);
  });

  it("30d: thirty daily buckets, one 'd' span", () => {
    const range = presetRange("30d", NOW);
    expect([range.from, range.to, range.series]).toEqual(["2026-10-30", "2026-11-28", "d"]);
    expect(range.buckets).toHaveLength(30);
    expect(range.buckets.at(-1)).toEqual(at("2026-11-28"));
    expect(range.spans).toEqual([span("d", "2026-10-30", "2026-11-29")]);
    expect(range.previous).toEqual([span("d", "2026-09-30", "2026-10-30")]);
    expectDaysRange(range);
  });

  it("90d: still a daily chart (up to 92 days) from day rows; the figures from whole months and days", () => {
    const range = presetRange("90d", NOW);
    expect([range.from, range.to, range.series]).toEqual(["2026-08-31", "2026-11-28", "d"]);
    expect(range.buckets).toHaveLength(90);
    expect(range.buckets[0]).toEqual(at("2026-08-31"));
    expect(range.buckets.at(-1)).toEqual(at("2026-11-28"));
    expect(range.seriesSpans).toEqual([span("d", "2026-08-31", "2026-11-29")]);
    expect(range.spans).toEqual([
      span("d", "2026-08-31", "2026-09-01"),
      span("m", "2026-09-01", "2026-11-01"),
      span("d", "2026-11-01", "2026-11-29"),
    ]);
    expect(range.previous).toEqual([
      span("d", "2026-06-02", "2026-07-01"),
      span("m", "2026-07-01", "2026-08-01"),
      span("d", "2026-08-01", "2026-08-31"),
    ]);
    expectDaysRange(range);
  });

  it("12m: monthly buckets; days of the partial first month, whole months, days of the current month", () => {
    const range = presetRange("12m", NOW);
    expect([range.from, range.to, range.series]).toEqual(["2025-11-29", "2026-11-28", "m"]);
    expect(range.buckets).toHaveLength(13);
    expect(range.buckets[0]).toEqual(at("2025-11-01"));
    expect(range.buckets.at(-1)).toEqual(at("2026-11-01"));
    expect(range.spans).toEqual([
      span("d", "2025-11-29", "2025-12-01"),
      span("m", "2025-12-01", "2026-11-01"),
      span("d", "2026-11-01", "2026-11-29"),
    ]);
    expect(range.previous).toEqual([
      span("d", "2024-11-29", "2024-12-01"),
      span("m", "2024-12-01", "2025-11-01"),
      span("d", "2025-11-01", "2025-11-29"),
    ]);
    expectDaysRange(range);
  });

  it("gives the same range at any time of the day (except 24h)", () => {
    for (const { id } of PRESETS.filter((p) => p.id !== "24h")) {
      const early = presetRange(id, at("2026-11-28T00:00:00.000Z"));
      const late = presetRange(id, at("2026-11-28T23:59:59.999Z"));
      expect(late, id).toEqual(early);
      expect(presetRange(id, NOW), id).toEqual(early);
    }
  });
});

describe("presetRange at month ends and leap days", () => {
  it("24h on the last hour of a month stays within that day, ending at the next month's first hour", () => {
    const range = presetRange("24h", at("2026-03-31T23:59:59.999Z"));
    expect([range.from, range.to]).toEqual(["2026-03-31", "2026-03-31"]);
    expect(range.buckets[0]).toEqual(at("2026-03-31T00:00:00.000Z"));
    expect(range.buckets.at(-1)).toEqual(at("2026-03-31T23:00:00.000Z"));
    expect(range.spans).toEqual([span("h", "2026-03-31T00:00:00.000Z", "2026-04-01T00:00:00.000Z")]);
  });

  it("24h just after midnight on a leap day reaches back into 28 February", () => {
    const range = presetRange("24h", at("2028-02-29T00:30:00Z"));
    expect([range.from, range.to]).toEqual(["2028-02-28", "2028-02-29"]);
    expect(range.spans).toEqual([span("h", "2028-02-28T01:00:00.000Z", "2028-02-29T01:00:00.000Z")]);
    expect(range.previous).toEqual([span("h", "2028-02-27T01:00:00.000Z", "2028-02-28T01:00:00.000Z")]);
  });

  it("12m on the last day of a month is exactly twelve whole months, read from month rows only", () => {
    const range = presetRange("12m", at("2026-03-31T20:00:00Z"));
    expect([range.from, range.to, range.series]).toEqual(["2025-04-01", "2026-03-31", "m"]);
    expect(isos(range.buckets)).toEqual(
      [
        "2025-04",
        "2025-05",
        "2025-06",
        "2025-07",
        "2025-08",
        "2025-09",
        "2025-10",
        "2025-11",
        "2025-12",
        "2026-01",
        "2026-02",
        "2026-03",
      ].map((month) => `${month}-01T00:00:00.000Z`),
    );
    expect(range.spans).toEqual([span("m", "2025-04-01", "2026-04-01")]);
    expect(range.previous).toEqual([span("m", "2024-04-01", "2025-04-01")]);
    expectDaysRange(range);
  });

  it("30d and 90d count 29 February as a day", () => {
    const now = at("2028-02-29T12:00:00Z");
    const month = presetRange("30d", now);
    expect([month.from, month.to]).toEqual(["2028-01-31", "2028-02-29"]);
    expect(month.buckets).toHaveLength(30);
    expect(month.previous).toEqual([span("d", "2028-01-01", "2028-01-31")]);
    expectDaysRange(month);
    const quarter = presetRange("90d", now);
    expect([quarter.from, quarter.to, quarter.series]).toEqual(["2027-12-02", "2028-02-29", "d"]);
    expectDaysRange(quarter);
  });

  it("12m on 29 February starts the day after 28 February a year before: twelve whole months", () => {
    const range = presetRange("12m", new Date("2028-02-29T12:00:00Z"));
    expect([range.from, range.to]).toEqual(["2027-03-01", "2028-02-29"]);
    expect(range.spans).toEqual([
      { period: "m", from: new Date("2027-03-01T00:00:00Z"), to: new Date("2028-03-01T00:00:00Z") },
    ]);
  });

  it("12m over a leap day is 366 days, and the comparison period as long", () => {
    const range = presetRange("12m", at("2025-02-28T08:00:00Z"));
    expect([range.from, range.to]).toEqual(["2024-02-29", "2025-02-28"]);
    expect(length(range.spans)).toBe(366 * DAY);
    expect(range.spans).toEqual([
      span("d", "2024-02-29", "2024-03-01"),
      span("m", "2024-03-01", "2025-03-01"),
    ]);
    expect(range.previous).toEqual([
      span("d", "2023-02-28", "2023-03-01"),
      span("m", "2023-03-01", "2024-02-01"),
      span("d", "2024-02-01", "2024-02-29"),
    ]);
    expect(range.previous.at(-1)!.to).toEqual(range.spans[0]!.from);
    expectDaysRange(range);
  });
});

describe("rangeFrom", () => {
  it("reads each preset by its id", () => {
    for (const { id } of PRESETS) {
      expect(rangeFrom({ range: id }, NOW)).toEqual({ range: presetRange(id, NOW) });
    }
  });

  it("falls back to the default (7d) without an error for no or an unknown range", () => {
    expect(DEFAULT_PRESET).toBe("7d");
    for (const query of [
      {},
      { range: "1y" },
      { range: "" },
      { range: "7D" },
      { from: "2026-11-01", to: "2026-11-02" },
    ]) {
      const result = rangeFrom(query, NOW);
      expect(result, JSON.stringify(query)).toEqual({ range: presetRange("7d", NOW) });
      expect(result.error).toBeUndefined();
    }
  });

  it("ignores from and to beside a preset", () => {
    expect(rangeFrom({ range: "30d", from: "2020-01-01", to: "2030-01-01" }, NOW)).toEqual({
      range: presetRange("30d", NOW),
    });
  });

  it("reads a valid custom range of whole UTC days, the period before it as previous", () => {
    const { range, error } = rangeFrom({ range: "custom", from: "2026-11-01", to: "2026-11-28" }, NOW);
    expect(error).toBeUndefined();
    expect([range.preset, range.from, range.to, range.series]).toEqual([
      "custom",
      "2026-11-01",
      "2026-11-28",
      "d",
    ]);
    expect(range.buckets).toHaveLength(28);
    expect(range.spans).toEqual([span("d", "2026-11-01", "2026-11-29")]);
    expect(range.previous).toEqual([span("d", "2026-10-04", "2026-11-01")]);
    expectDaysRange(range);

    const single = rangeFrom({ range: "custom", from: "2026-11-28", to: "2026-11-28" }, NOW).range;
    expect(single.buckets).toEqual([at("2026-11-28")]);
    expect(single.previous).toEqual([span("d", "2026-11-27", "2026-11-28")]);
  });

  it("groups a custom range by day up to 92 days, by month beyond", () => {
    const daily = rangeFrom({ range: "custom", from: "2026-08-29", to: "2026-11-28" }, NOW).range;
    expect(daily.series).toBe("d");
    expect(daily.buckets).toHaveLength(92);
    expect(daily.seriesSpans).toEqual([span("d", "2026-08-29", "2026-11-29")]);
    expect(daily.spans.map((x) => x.period)).toEqual(["d", "m", "d"]);

    const monthly = rangeFrom({ range: "custom", from: "2026-08-28", to: "2026-11-28" }, NOW).range;
    expect(monthly.series).toBe("m");
    expect(isos(monthly.buckets)).toEqual(
      ["2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01"].map((d) => `${d}T00:00:00.000Z`),
    );
    expect(monthly.spans).toEqual([
      span("d", "2026-08-28", "2026-09-01"),
      span("m", "2026-09-01", "2026-11-01"),
      span("d", "2026-11-01", "2026-11-29"),
    ]);
    expect(monthly.previous).toEqual([
      span("d", "2026-05-27", "2026-06-01"),
      span("m", "2026-06-01", "2026-08-01"),
      span("d", "2026-08-01", "2026-08-28"),
    ]);
    expectDaysRange(monthly);
  });

  it("accepts a custom range of exactly the longest period, ending today", () => {
    expect(MAX_CUSTOM_DAYS).toBe(1098);
    const { range, error } = rangeFrom({ range: "custom", from: "2023-11-27", to: "2026-11-28" }, NOW);
    expect(error).toBeUndefined();
    expect(length(range.spans)).toBe(MAX_CUSTOM_DAYS * DAY);
    expectDaysRange(range);
  });

  const fallsBack = (query: { from?: string; to?: string }, error: string) => {
    const result = rangeFrom({ range: "custom", ...query }, NOW);
    expect(result, JSON.stringify(query)).toEqual({ range: presetRange("7d", NOW), error });
  };

  it("falls back to 7d, saying why, for missing or invalid dates", () => {
    const message = "Enter a start and an end date.";
    fallsBack({}, message);
    fallsBack({ from: "2026-11-01" }, message);
    fallsBack({ to: "2026-11-01" }, message);
    fallsBack({ from: "", to: "" }, message);
    for (const bad of [
      "2026-02-30",
      "2026-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-11-1",
      "26-11-01",
      "2026/11/01",
      "2026-11-01T00:00",
      " 2026-11-01",
      "yesterday",
    ]) {
      fallsBack({ from: bad, to: "2026-11-28" }, message);
      fallsBack({ from: "2026-01-01", to: bad }, message);
    }
  });

  it("accepts 29 February in a leap year", () => {
    const { range, error } = rangeFrom(
      { range: "custom", from: "2028-02-29", to: "2028-02-29" },
      at("2028-03-01"),
    );
    expect(error).toBeUndefined();
    expect(range.spans).toEqual([span("d", "2028-02-29", "2028-03-01")]);
  });

  it("falls back to 7d, saying why, for a start after the end", () => {
    fallsBack({ from: "2026-11-28", to: "2026-11-27" }, "The start date must be on or before the end date.");
  });

  it("falls back to 7d, saying why, for an end in the future", () => {
    fallsBack({ from: "2026-11-01", to: "2026-11-29" }, "The end date cannot be in the future.");
    fallsBack({ from: "2026-11-29", to: "2026-11-29" }, "The end date cannot be in the future.");
  });

  it("falls back to 7d, saying why, for a period longer than the longest", () => {
    fallsBack({ from: "2023-11-26", to: "2026-11-28" }, "Choose a period of at most 1098 days.");
    fallsBack({ from: "2000-01-01", to: "2010-01-01" }, "Choose a period of at most 1098 days.");
  });
});

describe("rangeQuery", () => {
  it("keeps a preset's id, or a custom range's dates", () => {
    expect(rangeQuery(presetRange("90d", NOW))).toEqual({ range: "90d" });
    const custom = rangeFrom({ range: "custom", from: "2026-01-05", to: "2026-03-09" }, NOW).range;
    expect(rangeQuery(custom)).toEqual({ range: "custom", from: "2026-01-05", to: "2026-03-09" });
  });

  it("reads back as the same range", () => {
    const ranges = [
      ...PRESETS.map(({ id }) => presetRange(id, NOW)),
      rangeFrom({ range: "custom", from: "2026-11-28", to: "2026-11-28" }, NOW).range,
      rangeFrom({ range: "custom", from: "2025-02-10", to: "2026-06-30" }, NOW).range,
    ];
    for (const range of ranges) {
      expect(rangeFrom(rangeQuery(range), NOW), JSON.stringify(rangeQuery(range))).toEqual({ range });
    }
  });
});
