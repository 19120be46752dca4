import { expect } from "vitest";
import type { Span, StatsRange } from "@/lib/biolinks/stats/range";

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const NOW = new Date("2026-11-28T15:20:00Z");

export const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00.000Z` : iso);
export const span = (period: Span["period"], from: string, to: string): Span => ({
  period,
  from: at(from),
  to: at(to),
});
export const isos = (dates: Date[]) => dates.map((d) => d.toISOString());
export const length = (spans: Span[]) => spans.reduce((ms, s) => ms + s.to.getTime() - s.from.getTime(), 0);
const isDayStart = (d: Date) => d.getTime() % DAY === 0;
const isMonthStart = (d: Date) => isDayStart(d) && d.getUTCDate() === 1;

/**
 * Spans run back to back, each non-empty and on its period's boundaries, from `from` to `to`; a last month
 * span may end with the range (a range that ends today reads this month's row).
 */
function expectCover(spans: Span[], from: Date, to: Date) {
  expect(spans.length).toBeGreaterThan(0);
  expect(spans[0]!.from).toEqual(from);
  expect(spans.at(-1)!.to).toEqual(to);
  spans.forEach((s, i) => {
    expect(s.from.getTime()).toBeLessThan(s.to.getTime());
    if (i > 0) expect(s.from).toEqual(spans[i - 1]!.to);
    if (s.period === "d") expect(isDayStart(s.from) && isDayStart(s.to)).toBe(true);
    if (s.period === "m")
      expect(isMonthStart(s.from) && (isMonthStart(s.to) || s === spans.at(-1))).toBe(true);
  });
}

/** The checks every range of whole days passes: spans cover [from, to + 1 day), previous is as long, just before. */
export function expectDaysRange(range: StatsRange) {
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
