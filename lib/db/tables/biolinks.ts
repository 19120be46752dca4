import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A user's link-in-bio page. Deleting the user deletes their pages, blocks and statistics. */
export const bioPages = pgTable(
  "bio_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    displayName: text("display_name").notNull().default(""),
    bio: text("bio").notNull().default(""),
    avatarKey: text("avatar_key"),
    /** Theme name and, for "custom", its colours: { background, text, button, buttonText }. */
    theme: jsonb("theme").$type<{ name: string; colors?: Record<string, string> }>().notNull(),
    timeZone: text("time_zone").notNull().default("UTC"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    noindex: boolean("noindex").notNull().default(false),
    published: boolean("published").notNull().default(false),
    /** Set by an admin (abuse reports): the page answers 404 whatever its owner does. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bio_pages_slug_check", sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$'`),
    index("bio_pages_user_id_idx").on(t.userId, t.createdAt),
  ],
);

/** One block of a page; `payload` is checked by the zod union in lib/biolinks/blocks.ts. */
export const bioBlocks = pgTable(
  "bio_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => bioPages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    showFrom: timestamp("show_from", { withTimezone: true }),
    showUntil: timestamp("show_until", { withTimezone: true }),
  },
  (t) => [index("bio_blocks_page_position_idx").on(t.pageId, t.position)],
);

/**
 * Views (block_id null) and clicks per page, block, day and visitor. A visitor is a hash salted with
 * that day's salt, so a visitor can be counted once a day but not followed across days. One row per
 * visitor and day keeps the table bounded by visitors, not by requests; `hits` counts repeats.
 */
export const bioEvents = pgTable(
  "bio_events",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => bioPages.id, { onDelete: "cascade" }),
    /** The clicked block, or the nil UUID for a page view (a primary key cannot hold NULL). */
    blockId: uuid("block_id").notNull(),
    day: date("day").notNull(),
    visitorHash: text("visitor_hash").notNull(),
    hits: integer("hits").notNull().default(1),
    /**
     * Host the visitor came from (lower-case, at most 100 characters), or '' for none or our own site
     * ("Direct"): a key column cannot hold NULL. Never the full address: paths can carry personal data.
     */
    referrer: text("referrer").notNull().default(""),
    ...audienceColumns(),
  },
  // The referrer and the rest are not in the key: a visitor picks them (?ref=, ?utm_…), so keying on them
  // would let one visitor add rows without end. A visitor's day is credited to the first source they came
  // from; later hits add to that row. Only today's and yesterday's rows are kept (lib/biolinks/stats/prune.ts):
  // bio_stats holds the figures, and a row older than its salt cannot be linked to anyone.
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.blockId, t.visitorHash] })],
);

/** What a view or click says of its visitor, as short names (lib/biolinks/audience/); '' for unknown. */
function audienceColumns() {
  return {
    /** ISO 3166 alpha-2 code from the address (never stored), '' when unknown. */
    country: text("country").notNull().default(""),
    /** mobile, tablet or desktop. */
    device: text("device").notNull().default(""),
    browser: text("browser").notNull().default(""),
    os: text("os").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
  };
}

/**
 * The statistics screen's figures, kept as events are written (lib/biolinks/stats/rollup.ts), so that no
 * view scans per-visitor rows. One row per page, period (an hour, UTC day or UTC month, `period` h, d or m,
 * starting at `start`), block (views: the nil UUID) and `dimension`:
 * - 'total': every other column '*';
 * - one of the audience columns or 'referrer': that column set, the rest '*' (one breakdown, read as is);
 * - 'all': every column set, for filters that combine ("France on mobile"), summed at read time (one
 *   filter reads bio_stat_pairs instead: bio-stat-pairs.ts; two over whole months bio_stat_triples).
 * `hits` counts every event; `visitors` the visitor-days (a visitor's first event of the day on that block),
 * 0 for visitors counted without a key (Sec-GPC, DNT).
 */
export const bioStats = pgTable(
  "bio_stats",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => bioPages.id, { onDelete: "cascade" }),
    period: text("period", { enum: ["h", "d", "m"] }).notNull(),
    start: timestamp("start", { withTimezone: true }).notNull(),
    dimension: text("dimension").notNull(),
    blockId: uuid("block_id").notNull(),
    referrer: text("referrer").notNull(),
    ...audienceColumns(),
    hits: integer("hits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  // The key leads with (page, period, dimension, block, start): each kind of row of each block a view reads
  // (the views', every link's together, one link's) is one index range, without the other blocks' rows.
  (t) => [
    primaryKey({
      name: "bio_stats_pkey",
      columns: [
        t.pageId,
        t.period,
        t.dimension,
        t.blockId,
        t.start,
        t.country,
        t.device,
        t.browser,
        t.os,
        t.referrer,
        t.utmSource,
        t.utmMedium,
        t.utmCampaign,
      ],
    }),
    check("bio_stats_period_check", sql`${t.period} in ('h', 'd', 'm')`),
    // Filters that combine read 'all' rows; a country among them (the most telling, and most often one of
    // few) narrows them to its own.
    index("bio_stats_all_country_idx")
      .on(t.pageId, t.period, t.blockId, t.country, t.start)
      .where(sql`${t.dimension} = 'all'`),
  ],
);

/** Today's visitor-hash salt; older ones are deleted, so yesterday's hashes cannot be recomputed. */
export const bioSalts = pgTable("bio_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Addresses a visitor left in a page's "E-mail sign-up" block: the creator's list, deleted with the page
 * (and so with the account). `pending` until the visitor follows the confirmation link, whose token is
 * kept only as a hash.
 */
export const bioSubscribers = pgTable(
  "bio_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => bioPages.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    tokenHash: text("token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    unique("bio_subscribers_page_email_key").on(t.pageId, t.email),
    check("bio_subscribers_status_check", sql`${t.status} in ('pending', 'confirmed')`),
    index("bio_subscribers_page_created_idx").on(t.pageId, t.createdAt.desc()),
    index("bio_subscribers_token_idx").on(t.tokenHash),
  ],
);
