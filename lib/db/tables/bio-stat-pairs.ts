import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bioPages } from "./biolinks";

/**
 * The statistics screen's figures under one filter ("France": each breakdown among France's visitors), kept
 * as events are written beside bio_stats (lib/biolinks/stats/pairs.ts). One row per page, period (a UTC day
 * or month), block and two breakdowns' values: `first` and `second` name the breakdowns (their columns in
 * bio_stats, in lib/biolinks/stats/dimensions.ts's order), `first_value` and `second_value` hold the values.
 * bio_stats's 'all' rows hold the same sums, but a filter would have to read all of them.
 */
export const bioStatPairs = pgTable(
  "bio_stat_pairs",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => bioPages.id, { onDelete: "cascade" }),
    period: text("period", { enum: ["d", "m"] }).notNull(),
    start: timestamp("start", { withTimezone: true }).notNull(),
    blockId: uuid("block_id").notNull(),
    first: text("first").notNull(),
    firstValue: text("first_value").notNull(),
    second: text("second").notNull(),
    secondValue: text("second_value").notNull(),
    hits: integer("hits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  // A filter on either breakdown is one index range per block: by the first value (the key), by the second.
  (t) => [
    primaryKey({
      name: "bio_stat_pairs_pkey",
      columns: [t.pageId, t.period, t.first, t.blockId, t.firstValue, t.start, t.second, t.secondValue],
    }),
    index("bio_stat_pairs_second_idx").on(
      t.pageId,
      t.period,
      t.second,
      t.blockId,
      t.secondValue,
      t.start,
      t.first,
      t.firstValue,
    ),
    check("bio_stat_pairs_period_check", sql`${t.period} in ('d', 'm')`),
  ],
);
