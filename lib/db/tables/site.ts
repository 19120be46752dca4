import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const NEWSLETTER_STATUSES = ["active", "unsubscribed"] as const;

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("active"),
    source: text("source").notNull().default("website"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("newsletter_status_check", sql`${t.status} in ('active', 'unsubscribed')`),
    check("newsletter_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("newsletter_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

/** Fixed-window counters shared by every process: sign-in throttling, generation quotas, form abuse. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);
