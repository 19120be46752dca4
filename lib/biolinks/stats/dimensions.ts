// The breakdowns of a page's statistics: each is a column of bio_events and bio_stats (lib/db/tables/
// biolinks.ts) and a `dimension` of bio_stats's rows. Shared by the writer (rollup.ts), the queries and
// the screen.

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

/** The `dimension` value of a breakdown's rows (its column's SQL name). */
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

/** A row's value in the columns its dimension does not break down by. */
export const ANY = "*";
/** Rows of every dimension at once (filters that combine are summed from these). */
export const ALL = "all";
export const TOTAL = "total";

/** Every two breakdowns, in DIMENSIONS order: bio_stat_pairs's rows (lib/biolinks/stats/pairs.ts). */
export const PAIRS = DIMENSIONS.flatMap((a, i) =>
  DIMENSIONS.slice(i + 1).map((b): readonly [Dimension, Dimension] => [a, b]),
);

/** Every three breakdowns, in DIMENSIONS order: bio_stat_triples's rows (lib/biolinks/stats/triples.ts). */
export const TRIPLES = DIMENSIONS.flatMap((a, i) =>
  DIMENSIONS.slice(i + 1).flatMap((b, j) =>
    DIMENSIONS.slice(i + j + 2).map((c): readonly [Dimension, Dimension, Dimension] => [a, b, c]),
  ),
);

/** A value past a page's daily cap of distinct values (caps.ts). */
export const OTHER = "(other)";

export type DimensionValues = Record<Dimension, string>;
