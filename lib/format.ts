// SPEC §9: dates en-US style (short month, day, year).
const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});
const integer = new Intl.NumberFormat("en-US");

export function formatDate(date: Date | string | null | undefined): string {
  return date ? shortDate.format(new Date(date)) : "";
}

/** A moment rendered on the server, which does not know the reader's zone: said in UTC. */
export function formatDateTime(date: Date | string): string {
  return `${dateTime.format(new Date(date))} UTC`;
}

export function formatNumber(n: number): string {
  return integer.format(n);
}

/** SPEC: percentages with one decimal. */
export function formatPercent(part: number, whole: number): string {
  return `${whole === 0 ? "0.0" : ((part / whole) * 100).toFixed(1)}%`;
}

const pluralRules = new Intl.PluralRules("en-US");

/** The noun for `count` by the language's plural rules: plural(1, "view") is "view", plural(2, "view") "views". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return pluralRules.select(count) === "one" ? one : other;
}

/** "1 view", "1,250 views": every count shown on the site goes through here. */
export function formatCount(count: number, one: string, other?: string): string {
  return `${formatNumber(count)} ${plural(count, one, other)}`;
}
