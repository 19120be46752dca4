// The period a statistics view covers, from the screen's query (?range=7d, or ?range=custom&from=&to=),
// and which bio_stats rows hold it: hours for the last 24 hours; otherwise whole months from month rows
// and the days of partial months from day rows, so that a year reads 12 month rows and at most two months
// of days rather than 365 days. The chart shows days up to 92 days, read from the (few) total day rows.

export const PRESETS = [
  { id: "24h", label: "Last 24 hours" },
  { id: "7d", label: "Last 7 days" },
  { id: "30d", label: "Last 30 days" },
  { id: "90d", label: "Last 90 days" },
  { id: "12m", label: "Last 12 months" },
] as const;
export type PresetId = (typeof PRESETS)[number]["id"];
export const DEFAULT_PRESET: PresetId = "7d";

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Longest custom period: month rows keep a long range cheap, but not without end. */
export const MAX_CUSTOM_DAYS = 3 * 366;
const DAILY_SERIES_UP_TO = 92;

export type Granularity = "h" | "d" | "m";

/** Rows of one period kind whose start lies in [from, to). */
export interface Span {
  period: Granularity;
  from: Date;
  to: Date;
}

export interface StatsRange {
  preset: PresetId | "custom";
  /** First and last UTC day (YYYY-MM-DD); for 24 hours, the days the hours fall on. */
  from: string;
  to: string;
  /** How the chart groups the figures. */
  series: Granularity;
  /** The series' buckets, oldest first (their starts). */
  buckets: Date[];
  /** The rows of the figures and breakdowns: whole months from month rows, whatever the chart's grouping. */
  spans: Span[];
  /** The rows of the chart: as `spans`, but days when it shows days. */
  seriesSpans: Span[];
  /** The period of the same length just before, for comparison. */
  previous: Span[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const utcDate = (value: string) => new Date(`${value}T00:00:00.000Z`);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const startOfHour = (date: Date) => new Date(Math.floor(date.getTime() / HOUR) * HOUR);
const startOfDay = (date: Date) => utcDate(day(date));
const startOfMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));

function buckets(from: Date, to: Date, series: Granularity): Date[] {
  const list: Date[] = [];
  const step = (d: Date) =>
    series === "h" ? new Date(d.getTime() + HOUR) : series === "d" ? addDays(d, 1) : nextMonth(d);
  for (let d = series === "m" ? startOfMonth(from) : from; d < to; d = step(d)) list.push(d);
  return list;
}

/**
 * The rows that hold the days [from, to): month rows for whole months when `months`, day rows for the rest.
 * A range that ends today reads this month's row for this month's days: it holds them and nothing later
 * (its month span then ends with the range, not on a month's start).
 */
function daySpans(from: Date, to: Date, months: boolean, endsToday = false): Span[] {
  if (!months) return [{ period: "d", from, to }];
  const firstWhole = from.getTime() === startOfMonth(from).getTime() ? from : nextMonth(from);
  const endWhole = endsToday ? to : startOfMonth(to);
  if (firstWhole >= endWhole) return [{ period: "d", from, to }];
  return [
    { period: "d" as const, from, to: firstWhole },
    { period: "m" as const, from: firstWhole, to: endWhole },
    { period: "d" as const, from: endWhole, to },
  ].filter((span) => span.from < span.to);
}

function daysRange(preset: StatsRange["preset"], first: Date, last: Date, today: Date): StatsRange {
  const to = addDays(last, 1);
  const endsToday = last.getTime() === today.getTime();
  const days = Math.round((to.getTime() - first.getTime()) / DAY);
  const series: Granularity = days <= DAILY_SERIES_UP_TO ? "d" : "m";
  const previousFrom = addDays(first, -days);
  return {
    preset,
    from: day(first),
    to: day(last),
    series,
    buckets: buckets(first, to, series),
    spans: daySpans(first, to, true, endsToday),
    seriesSpans: daySpans(first, to, series === "m", endsToday),
    previous: daySpans(previousFrom, first, true),
  };
}

export function presetRange(preset: PresetId, now: Date = new Date()): StatsRange {
  const today = startOfDay(now);
  switch (preset) {
    case "24h": {
      const to = new Date(startOfHour(now).getTime() + HOUR);
      const from = new Date(to.getTime() - 24 * HOUR);
      return {
        preset,
        from: day(from),
        to: day(now),
        series: "h",
        buckets: buckets(from, to, "h"),
        spans: [{ period: "h", from, to }],
        seriesSpans: [{ period: "h", from, to }],
        previous: [{ period: "h", from: new Date(from.getTime() - 24 * HOUR), to: from }],
      };
    }
    case "12m": {
      // The day after this day a year ago (29 February's is the 28th): twelve whole months.
      const year = now.getUTCFullYear() - 1;
      const lastOfMonth = new Date(Date.UTC(year, now.getUTCMonth() + 1, 0)).getUTCDate();
      const first = addDays(
        new Date(Date.UTC(year, now.getUTCMonth(), Math.min(now.getUTCDate(), lastOfMonth))),
        1,
      );
      return daysRange(preset, first, today, today);
    }
    default:
      return daysRange(preset, addDays(today, 1 - Number.parseInt(preset, 10)), today, today);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(value: string | undefined): Date | null {
  if (!value || !DATE.test(value)) return null;
  const date = utcDate(value);
  return Number.isNaN(date.getTime()) || day(date) !== value ? null : date;
}

export type RangeResult = { range: StatsRange; error?: string };

/** The range the query asks for; a custom range that cannot be shown falls back to the default, with why. */
export function rangeFrom(
  query: { range?: string; from?: string; to?: string },
  now: Date = new Date(),
): RangeResult {
  const preset = PRESETS.find((p) => p.id === query.range);
  if (preset) return { range: presetRange(preset.id, now) };
  if (query.range !== "custom") return { range: presetRange(DEFAULT_PRESET, now) };
  const fallback = (error: string) => ({ range: presetRange(DEFAULT_PRESET, now), error });
  const first = parseDay(query.from);
  const last = parseDay(query.to);
  if (!first || !last) return fallback("Enter a start and an end date.");
  if (first > last) return fallback("The start date must be on or before the end date.");
  if (last > startOfDay(now)) return fallback("The end date cannot be in the future.");
  if ((last.getTime() - first.getTime()) / DAY + 1 > MAX_CUSTOM_DAYS)
    return fallback(`Choose a period of at most ${MAX_CUSTOM_DAYS} days.`);
  return { range: daysRange("custom", first, last, startOfDay(now)) };
}

/** A range's query, for links that keep it (filters, export). */
export function rangeQuery(range: StatsRange): Record<string, string> {
  return range.preset === "custom"
    ? { range: "custom", from: range.from, to: range.to }
    : { range: range.preset };
}
