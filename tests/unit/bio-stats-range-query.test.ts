import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRESET,
  MAX_CUSTOM_DAYS,
  PRESETS,
  presetRange,
  rangeFrom,
  rangeQuery,
} from "@/lib/biolinks/stats/range";
import { DAY, NOW, at, expectDaysRange, isos, length, span } from "../support/bio-stats-range";

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
    // It ends today: this month's row holds its days.
    expect(range.spans).toEqual([span("m", "2026-11-01", "2026-11-29")]);
    expect(range.previous).toEqual([span("d", "2026-10-04", "2026-11-01")]);
    expectDaysRange(range);
    const untilYesterday = rangeFrom({ range: "custom", from: "2026-11-01", to: "2026-11-27" }, NOW).range;
    expect(untilYesterday.spans).toEqual([span("d", "2026-11-01", "2026-11-28")]);

    const single = rangeFrom({ range: "custom", from: "2026-11-28", to: "2026-11-28" }, NOW).range;
    expect(single.buckets).toEqual([at("2026-11-28")]);
    expect(single.previous).toEqual([span("d", "2026-11-27", "2026-11-28")]);
  });

  it("groups a custom range by day up to 92 days, by month beyond", () => {
    const daily = rangeFrom({ range: "custom", from: "2026-08-29", to: "2026-11-28" }, NOW).range;
    expect(daily.series).toBe("d");
    expect(daily.buckets).toHaveLength(92);
    expect(daily.seriesSpans).toEqual([span("d", "2026-08-29", "2026-11-29")]);
    expect(daily.spans.map((x) => x.period)).toEqual(["d", "m"]);

    const monthly = rangeFrom({ range: "custom", from: "2026-08-28", to: "2026-11-28" }, NOW).range;
    expect(monthly.series).toBe("m");
    expect(isos(monthly.buckets)).toEqual(
      ["2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01"].map((d) => `${d}T00:00:00.000Z`),
    );
    expect(monthly.spans).toEqual([
      span("d", "2026-08-28", "2026-09-01"),
      span("m", "2026-09-01", "2026-11-29"),
    ]);
    expect(monthly.previous).toEqual([
      span("d", "2026-05-27", "2026-06-01"),
      span("m", "2026-06-01", "2026-08-01"),
      span("d", "2026-08-01", "2026-08-28"),
    ]);
    expectDaysRange(monthly);
    // Ending before today, the last month's days are read from day rows.
    const before = rangeFrom({ range: "custom", from: "2026-08-28", to: "2026-11-27" }, NOW).range;
    expect(before.spans).toEqual([
      span("d", "2026-08-28", "2026-09-01"),
      span("m", "2026-09-01", "2026-11-01"),
      span("d", "2026-11-01", "2026-11-28"),
    ]);
    expectDaysRange(before);
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
