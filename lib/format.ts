// SPEC §9: dates en-US style (short month, day, year).
//
// A page's first Intl object costs it the ICU set-up: 80-90 ms of main thread at 4 x CPU in Chromium
// (measured), paid inside hydration by every page that formats a count on the client (tool ratings, the
// ebook library). So counts, always whole numbers, are grouped and pluralised here as en-US's Intl does
// (tests/unit/format.test.ts checks them against it), and the date formatters are made on first use.

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const shortDate = once(
  () =>
    new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
);
const dateTime = once(
  () =>
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    }),
);
const decimal = once(() => new Intl.NumberFormat("en-US"));

export function formatDate(date: Date | string | null | undefined): string {
  return date ? shortDate().format(new Date(date)) : "";
}

/** A moment rendered on the server, which does not know the reader's zone: said in UTC. */
export function formatDateTime(date: Date | string): string {
  return `${dateTime().format(new Date(date))} UTC`;
}

/** "14:32 UTC": a time within the hour ahead, rendered on the server (no Intl: see above). */
export function formatTime(date: Date | string): string {
  const d = new Date(date);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

/** "1,250": en-US digit groups. */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return decimal().format(n);
  return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** SPEC: percentages with one decimal. */
export function formatPercent(part: number, whole: number): string {
  return `${whole === 0 ? "0.0" : ((part / whole) * 100).toFixed(1)}%`;
}

/** The noun for `count` by the language's plural rules: plural(1, "view") is "view", plural(2, "view") "views". */
export function plural(count: number, one: string, other = `${one}s`): string {
  // English's "one" is exactly 1 or -1 (CLDR: i = 1 and v = 0).
  return Math.abs(count) === 1 ? one : other;
}

/** "1 view", "1,250 views": every count shown on the site goes through here. */
export function formatCount(count: number, one: string, other?: string): string {
  return `${formatNumber(count)} ${plural(count, one, other)}`;
}
