import { describe, expect, it } from "vitest";
import { PRESETS, presetRange } from "@/lib/biolinks/stats/range";
import { DAY, HOUR, NOW, at, expectDaysRange, isos, length, span } from "../support/bio-stats-range";

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

  it("30d: thirty daily buckets; the figures from the first day's row and this month's", () => {
    const range = presetRange("30d", NOW);
    expect([range.from, range.to, range.series]).toEqual(["2026-10-30", "2026-11-28", "d"]);
    expect(range.buckets).toHaveLength(30);
    expect(range.buckets.at(-1)).toEqual(at("2026-11-28"));
    expect(range.seriesSpans).toEqual([span("d", "2026-10-30", "2026-11-29")]);
    expect(range.spans).toEqual([
      span("d", "2026-10-30", "2026-11-01"),
      span("m", "2026-11-01", "2026-11-29"),
    ]);
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
    // This month's row holds this month's days to today.
    expect(range.spans).toEqual([
      span("d", "2026-08-31", "2026-09-01"),
      span("m", "2026-09-01", "2026-11-29"),
    ]);
    expect(range.previous).toEqual([
      span("d", "2026-06-02", "2026-07-01"),
      span("m", "2026-07-01", "2026-08-01"),
      span("d", "2026-08-01", "2026-08-31"),
    ]);
    expectDaysRange(range);
  });

  it("12m: monthly buckets; days of the partial first month, whole months, the current month's row", () => {
    const range = presetRange("12m", NOW);
    expect([range.from, range.to, range.series]).toEqual(["2025-11-29", "2026-11-28", "m"]);
    expect(range.buckets).toHaveLength(13);
    expect(range.buckets[0]).toEqual(at("2025-11-01"));
    expect(range.buckets.at(-1)).toEqual(at("2026-11-01"));
    expect(range.spans).toEqual([
      span("d", "2025-11-29", "2025-12-01"),
      span("m", "2025-12-01", "2026-11-29"),
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
