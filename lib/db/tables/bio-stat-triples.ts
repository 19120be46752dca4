import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bioPages } from "./biolinks";

/**
 * The statistics screen's breakdowns under two filters ("France on mobile": each other breakdown among
 * France's mobile visitors) over whole months, kept as events are written beside bio_stats
 * (lib/biolinks/stats/triples.ts). One row per page, UTC month (`start`), block and every three breakdowns'
 * values: `first`, `second` and `third` name the breakdowns (their columns in bio_stats, in
 * lib/biolinks/stats/dimensions.ts's order), the `…_value` columns hold the values. Days have none: a
 * month's days are few beside a year of 'all' rows, which a filter would otherwise read whole.
 */
export const bioStatTriples = pgTable(
  "bio_stat_triples",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => bioPages.id, { onDelete: "cascade" }),
    start: timestamp("start", { withTimezone: true }).notNull(),
    blockId: uuid("block_id").notNull(),
    first: text("first").notNull(),
    firstValue: text("first_value").notNull(),
    second: text("second").notNull(),
    secondValue: text("second_value").notNull(),
    third: text("third").notNull(),
    thirdValue: text("third_value").notNull(),
    hits: integer("hits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  // Two filters on any two of a row's three breakdowns are one index range per block: on the first and
  // second (the key), the first and third, the second and third.
  (t) => [
    primaryKey({
      name: "bio_stat_triples_pkey",
      columns: [
        t.pageId,
        t.first,
        t.second,
        t.blockId,
        t.firstValue,
        t.secondValue,
        t.start,
        t.third,
        t.thirdValue,
      ],
    }),
    index("bio_stat_triples_outer_idx").on(
      t.pageId,
      t.first,
      t.third,
      t.blockId,
      t.firstValue,
      t.thirdValue,
      t.start,
      t.second,
      t.secondValue,
    ),
    index("bio_stat_triples_inner_idx").on(
      t.pageId,
      t.second,
      t.third,
      t.blockId,
      t.secondValue,
      t.thirdValue,
      t.start,
      t.first,
      t.firstValue,
    ),
  ],
);
