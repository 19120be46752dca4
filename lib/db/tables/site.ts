import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** "pending": signed up, the confirmation link not yet followed; only "active" addresses get issues. */
export const NEWSLETTER_STATUSES = ["pending", "active", "unsubscribed"] as const;

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
    check("newsletter_status_check", sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
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

/** Every e-mail the site sends: the outbox when no SMTP server is configured, a log when one is. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    template: text("template").notNull(),
    /** Extra headers sent with it (List-Unsubscribe …), so the outbox shows what a mail server would get. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    transport: text("transport", { enum: ["outbox", "smtp"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_created_at_idx").on(t.createdAt.desc()), index("email_outbox_to_idx").on(t.to)],
);

export const SUPPRESSION_REASONS = ["bounce", "complaint"] as const;

/**
 * Addresses no bulk send mails again, whichever list they are on (M3AAWG): a mailbox that a server refused
 * for good, or a reader who reported a mail as abuse. Written by the sends themselves (lib/email/suppression.ts).
 */
export const emailSuppressions = pgTable(
  "email_suppressions",
  {
    email: text("email").primaryKey(),
    reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
    /** The mail server's answer for a bounce. */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("email_suppressions_reason_check", sql`${t.reason} in ('bounce', 'complaint')`),
    check("email_suppressions_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.read, t.createdAt.desc())],
);
