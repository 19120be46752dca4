import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
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
    /** Redirects a link with a click limit has made (lib/biolinks/click-limits.ts); a save leaves it. */
    clicksUsed: integer("clicks_used").notNull().default(0),
  },
  (t) => [index("bio_blocks_page_position_idx").on(t.pageId, t.position)],
);

// Views and clicks are not here: they are events in the statistics store (lib/biolinks/stats/store.ts:
// DuckDB by default, bio_page_events on PostgreSQL, made by its own migration outside this schema).

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
    /**
     * `unsubscribed`: left through a newsletter's link; `bounced`: the mail server refused the address for
     * good (it is on the site's suppression list too). Signing up again needs a new confirmation.
     */
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed", "bounced"] })
      .notNull()
      .default("pending"),
    tokenHash: text("token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /**
     * Set when the creator imported the address (lib/biolinks/import): imports count against
     * the account's daily recipients, and a pending imported row without a token still awaits its mail.
     */
    importedAt: timestamp("imported_at", { withTimezone: true }),
  },
  (t) => [
    unique("bio_subscribers_page_email_key").on(t.pageId, t.email),
    check(
      "bio_subscribers_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed', 'bounced')`,
    ),
    index("bio_subscribers_page_created_idx").on(t.pageId, t.createdAt.desc()),
    index("bio_subscribers_token_idx").on(t.tokenHash),
    index("bio_subscribers_imported_idx")
      .on(t.importedAt)
      .where(sql`${t.importedAt} is not null`),
  ],
);
