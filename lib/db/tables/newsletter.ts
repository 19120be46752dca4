import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { posts } from "./blog";
import { bioPages } from "./biolinks";
import { user } from "./auth";

/** `stopped`: an admin stopped a creator's send; whoever was not mailed yet is skipped. */
export const ISSUE_STATUSES = ["draft", "scheduled", "sending", "sent", "stopped"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/**
 * A newsletter issue: the site's own (no page: the admin writes it, to the site's active subscribers) or a
 * creator's (its bio page's confirmed subscribers). Both go through one send queue (lib/newsletter/deliver.ts).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    /** Its address in its list's web archive (/newsletter/{slug}), from the subject, unique per list. */
    slug: text("slug").notNull(),
    /** Shown in the web archive once sent (the admin's choice, on by default). */
    published: boolean("published").notNull().default(true),
    /** Sanitized on save (lib/blog/sanitize.ts), like a post's content. */
    html: text("html").notNull().default(""),
    postId: integer("post_id").references(() => posts.id, { onDelete: "set null" }),
    /** A creator's issue, to this page's list; deleted with the page. Null: the site's own. */
    pageId: uuid("page_id").references(() => bioPages.id, { onDelete: "cascade" }),
    status: text("status", { enum: ISSUE_STATUSES }).notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The mail server was away: no recipient is tried before this time (lib/newsletter/deliver.ts). */
    pausedUntil: timestamp("paused_until", { withTimezone: true }),
    /** What the mail server did (the error) when the send last paused. */
    pauseReason: text("pause_reason"),
    /** Pauses in a row, for the back-off; a mail that goes through sets it back to 0. */
    pauses: integer("pauses").notNull().default(0),
    /** When a batch of it was last taken: the send that waited longest goes next (round robin). */
    servedAt: timestamp("served_at", { withTimezone: true }),
    /** An admin paused this creator's send: it takes no batch until they let it go on. */
    heldAt: timestamp("held_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "newsletter_issues_status_check",
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'stopped')`,
    ),
    unique("newsletter_issues_list_slug_key").on(t.pageId, t.slug).nullsNotDistinct(),
    index("newsletter_issues_created_at_idx").on(t.createdAt.desc()),
    index("newsletter_issues_page_idx").on(t.pageId, t.createdAt.desc()),
  ],
);

/**
 * `bounced`: the mail server refused the address for good (5xx); `failed`: a temporary refusal that lasted
 * past every retry, or a claim cut off by a restart.
 */
export const DELIVERY_STATUSES = ["pending", "sending", "sent", "failed", "bounced", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One row per recipient of an issue, written when its send starts: the send claims rows one at a time
 * (FOR UPDATE SKIP LOCKED), so a restart resumes where it stopped and two instances never mail one address
 * twice. `sending` is the moment between the claim and the mail server's answer.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** After a temporary refusal (4xx) of this address: not tried again before this time. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The reader reported this mail as abuse (its Report abuse link): a complaint. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    /** The reader left the list through this mail's unsubscribe link: the send's unsubscribed figure. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("newsletter_deliveries_issue_email_key").on(t.issueId, t.email),
    check(
      "newsletter_deliveries_status_check",
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'bounced', 'skipped')`,
    ),
    index("newsletter_deliveries_issue_status_idx").on(t.issueId, t.status),
    // Each run counts the last minute's sends (the rate) and looks for claims cut off by a crash: by status
    // and time, across issues, without reading every delivery ever made.
    index("newsletter_deliveries_status_updated_idx").on(t.status, t.updatedAt),
  ],
);

/**
 * Accounts an admin stopped from sending newsletters: their sends in progress wait from the next batch on,
 * and no new one starts, until the admin lifts it.
 */
export const newsletterSenderSuspensions = pgTable("newsletter_sender_suspensions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
