import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioPages, newsletterDeliveries, newsletterIssues, user } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatCount } from "@/lib/format";
import { isSuspended } from "./oversight";
import { countConfirmed } from "./queries";

// What stands between a creator and their readers' inboxes (M3AAWG's sender practices): an address that
// replies reach, a first send only from an account that has been around or has a real list, and per
// account a number of sends and of recipients in any 24 hours. Each figure is an environment variable.

const DAY_MS = 86_400_000;

/** Why `userId` may not send issue `issueId` of page `pageId` to `recipients` addresses at `at`; null: it may. */
export async function sendRefusal(
  userId: string,
  pageId: string,
  issueId: string,
  recipients: number,
  at: Date,
): Promise<string | null> {
  const settings = env();
  const [account] = await db
    .select({ verified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!account?.verified) return "Verify your e-mail address first: your readers' replies go to it.";
  if (await isSuspended(userId)) {
    return "Sending is suspended for your account. Write to us through the contact page.";
  }

  // The account's other sends, started or scheduled: the first one meets the bar, every one the day's limits.
  const others = await db
    .select({
      pageId: newsletterIssues.pageId,
      scheduledAt: newsletterIssues.scheduledAt,
      status: newsletterIssues.status,
      recipients: sql<number>`(select count(*)::int from newsletter_deliveries d where d.issue_id = ${newsletterIssues.id})`,
    })
    .from(newsletterIssues)
    .innerJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
    .where(
      and(
        eq(bioPages.userId, userId),
        ne(newsletterIssues.id, issueId),
        inArray(newsletterIssues.status, ["scheduled", "sending", "sent"]),
      ),
    );

  const reputation = await reputationRefusal(userId);
  if (reputation) return reputation;

  if (others.length === 0) {
    const days = settings.CREATOR_FIRST_SEND_ACCOUNT_DAYS;
    const old = account.createdAt.getTime() <= Date.now() - days * DAY_MS;
    if (!old && (await countConfirmed(pageId)) < settings.CREATOR_FIRST_SEND_SUBSCRIBERS) {
      return `Your first newsletter can go out once your account is ${formatCount(days, "day")} old or your list has ${formatCount(settings.CREATOR_FIRST_SEND_SUBSCRIBERS, "confirmed subscriber")}.`;
    }
  }

  const within = others.filter(
    (o) => o.scheduledAt && Math.abs(o.scheduledAt.getTime() - at.getTime()) < DAY_MS,
  );
  if (within.length >= settings.CREATOR_SENDS_PER_DAY) {
    return `You can send ${formatCount(settings.CREATOR_SENDS_PER_DAY, "newsletter")} in 24 hours. Pick a later time.`;
  }
  // A send not started yet counts its list as it is now.
  let addresses = recipients;
  for (const other of within) {
    addresses += other.status === "scheduled" ? await countConfirmed(other.pageId!) : other.recipients;
  }
  if (addresses > settings.CREATOR_RECIPIENTS_PER_DAY) {
    return `Your sends may reach ${formatCount(settings.CREATOR_RECIPIENTS_PER_DAY, "address", "addresses")} in 24 hours; this one would take you to ${formatCount(addresses, "address", "addresses")}. Pick a later time.`;
  }
  return null;
}

/** The account's recent sends drew too many reports or bounces: no more until the admin has looked. */
async function reputationRefusal(userId: string): Promise<string | null> {
  const settings = env();
  const [row] = await db
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
  const { sent = 0, bounced = 0, reported = 0 } = row ?? {};
  if (reported > 0 && reported > sent * settings.CREATOR_MAX_COMPLAINT_RATE) {
    return "Your recent e-mails drew too many abuse reports: sending is paused for your account. Write to us through the contact page.";
  }
  if (bounced > 0 && bounced > (sent + bounced) * settings.CREATOR_MAX_BOUNCE_RATE) {
    return "Too many of your recent e-mails bounced: sending is paused for your account. Remove addresses that do not work, then write to us through the contact page.";
  }
  return null;
}
