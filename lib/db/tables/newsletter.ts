import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { posts } from "./blog";
import { bioPages } from "./biolinks";
import { user } from "./auth";

/**
 * `stopped`: an admin stopped a creator's send; whoever was not mailed yet is skipped. `automated`: an
 * e-mail of a welcome sequence, mailed to each subscriber when their time comes (lib/newsletter/sequence-members.ts).
 */
export const ISSUE_STATUSES = ["draft", "scheduled", "sending", "sent", "stopped", "automated"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** `paused`: nothing is mailed, and subscribers who confirm still join and wait; `off`: nobody is in it. */
export const SEQUENCE_STATUSES = ["off", "on", "paused"] as const;
export type SequenceStatus = (typeof SEQUENCE_STATUSES)[number];

/**
 * A list's welcome sequence: the e-mails (newsletter_issues with its id, in `position` order) that go to
 * each address that confirms, the first after its delay from the confirmation, each next one after its
 * delay from the one before. One per list: the site's own (no page) or a creator's page.
 */
export const newsletterSequences = pgTable(
  "newsletter_sequences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: uuid("page_id").references(() => bioPages.id, { onDelete: "cascade" }),
    status: text("status", { enum: SEQUENCE_STATUSES }).notNull().default("off"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("newsletter_sequences_list_key").on(t.pageId).nullsNotDistinct(),
    check("newsletter_sequences_status_check", sql`${t.status} in ('off', 'on', 'paused')`),
  ],
);

/**
 * Who is going through a sequence: written when they confirm, while it is on or paused. The e-mails
 * each has had are their deliveries; this row says when the next one's delay counts from.
 */
export const newsletterSequenceMembers = pgTable(
  "newsletter_sequence_members",
  {
    sequenceId: uuid("sequence_id")
      .notNull()
      .references(() => newsletterSequences.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** When they confirmed: the first e-mail's delay counts from here. */
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** When their last e-mail of it was queued: the next one's delay counts from here. */
    lastMailAt: timestamp("last_mail_at", { withTimezone: true }),
    /** They had every e-mail, left the list, or the sequence was turned off. */
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sequenceId, t.email] }),
    // Each run looks only at the members still going through, however many finished.
    index("newsletter_sequence_members_open_idx")
      .on(t.sequenceId)
      .where(sql`${t.doneAt} is null`),
  ],
);

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
    /** An e-mail of this welcome sequence (status `automated`), its place in it and its delay. */
    sequenceId: uuid("sequence_id").references(() => newsletterSequences.id, { onDelete: "cascade" }),
    position: integer("position"),
    /** Days after the confirmation (the first e-mail) or after the e-mail before it. */
    delayDays: integer("delay_days"),
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
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'stopped', 'automated')`,
    ),
    check(
      "newsletter_issues_sequence_check",
      sql`(${t.sequenceId} is null) = (${t.status} <> 'automated')
        and (${t.sequenceId} is null or (${t.position} is not null and ${t.delayDays} between 0 and 365))`,
    ),
    index("newsletter_issues_sequence_idx")
      .on(t.sequenceId, t.position)
      .where(sql`${t.sequenceId} is not null`),
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
