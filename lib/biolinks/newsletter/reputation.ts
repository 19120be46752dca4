import { and, eq, sql } from "drizzle-orm";
import { db, type Database, type Transaction } from "@/lib/db";
import { bioPages, contactMessages, newsletterDeliveries, newsletterIssues, user } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { suspendSender } from "./oversight";

// A creator's standing as a sender (M3AAWG): the share of their last 30 days' mails that bounced or were
// reported as abuse. Past CREATOR_MAX_BOUNCE_RATE or CREATOR_MAX_COMPLAINT_RATE, a new send is refused, and
// a send under way pauses (the account's sending is suspended, so its next batch waits) with a message in
// the admin's Inbox, as soon as a bounce or a report takes it over the line. Loaded by the job worker too:
// nothing here is Next-only.

/** Mails of the 30 days judged before a send under way is paused: a few early bounces are no pattern. */
export const JUDGED_AFTER = 200;

interface Standing {
  sent: number;
  bounced: number;
  reported: number;
}

async function standingOf(database: Database | Transaction, userId: string): Promise<Standing> {
  const [row] = await database
    .select({
      sent: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'sent'))::int`,
      bounced: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'bounced'))::int`,
      reported: sql<number>`count(${newsletterDeliveries.reportedAt})::int`,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
    .innerJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
    .where(
      and(eq(bioPages.userId, userId), sql`${newsletterIssues.scheduledAt} > now() - interval '30 days'`),
    );
  return { sent: row?.sent ?? 0, bounced: row?.bounced ?? 0, reported: row?.reported ?? 0 };
}

function verdict({ sent, bounced, reported }: Standing): "complaints" | "bounces" | null {
  const settings = env();
  if (reported > 0 && reported > sent * settings.CREATOR_MAX_COMPLAINT_RATE) return "complaints";
  if (bounced > 0 && bounced > (sent + bounced) * settings.CREATOR_MAX_BOUNCE_RATE) return "bounces";
  return null;
}

/** The account's recent sends drew too many reports or bounces: no more until the admin has looked. */
export async function reputationRefusal(userId: string): Promise<string | null> {
  const found = verdict(await standingOf(db, userId));
  if (found === "complaints") {
    return "Your recent e-mails drew too many abuse reports: sending is paused for your account. Write to us through the contact page.";
  }
  if (found === "bounces") {
    return "Too many of your recent e-mails bounced: sending is paused for your account. Remove addresses that do not work, then write to us through the contact page.";
  }
  return null;
}

/**
 * After a bounce or a report on a mail of `issueId`: a creator whose rate passed the line (over at least
 * JUDGED_AFTER mails) has their sending suspended, and the admin is told, once. True when it paused them.
 */
export async function pauseSenderIfOverTheLine(issueId: string): Promise<boolean> {
  const [owner] = await db
    .select({ userId: bioPages.userId, slug: bioPages.slug, email: user.email })
    .from(newsletterIssues)
    .innerJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
    .innerJoin(user, eq(user.id, bioPages.userId))
    .where(eq(newsletterIssues.id, issueId));
  if (!owner) return false;
  const standing = await standingOf(db, owner.userId);
  const found = verdict(standing);
  if (!found || standing.sent + standing.bounced < JUDGED_AFTER) return false;
  if (!(await suspendSender(owner.userId))) return false;
  const { sent, bounced, reported } = standing;
  const figures = found === "complaints" ? `${reported} abuse reports` : `${bounced} bounces`;
  await db.insert(contactMessages).values({
    name: "Newsletter sending paused",
    email: owner.email,
    subject: `Sending paused for the page /l/${owner.slug}: too many ${found}`,
    message: `The account of /l/${owner.slug} drew ${figures} on ${sent + bounced} e-mails in 30 days, over the limit. Its sending is suspended: its running sends wait. Look at Newsletter -> Creators' sends, then let it send again or stop its sends.`,
  });
  return true;
}
