// The breakdowns of a page's statistics: each is a column of the statistics store's events (store.ts).
// Shared by the counter, the consumer, the queries and the screen.

export const DIMENSIONS = [
  "country",
  "device",
  "browser",
  "os",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** A breakdown's column name in the store (and its filter's query parameter). */
export const DIMENSION_NAMES: Record<Dimension, string> = {
  country: "country",
  device: "device",
  browser: "browser",
  os: "os",
  referrer: "referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
};

/** A value past a page's daily cap of distinct values (enrich.ts). */
export const OTHER = "(other)";

export type DimensionValues = Record<Dimension, string>;
