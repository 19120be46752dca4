// SPEC §9: dates en-US style (short month, day, year).
const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const integer = new Intl.NumberFormat("en-US");

export function formatDate(date: Date | string | null | undefined): string {
  return date ? shortDate.format(new Date(date)) : "";
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
