import "server-only";
import { and, eq, inArray, ne, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { db, type Database, type Transaction } from "@/lib/db";
import { bioPages, bioSubscribers, newsletterIssues, user } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatCount } from "@/lib/format";
import { hit } from "@/lib/rate-limit";
import { isSuspended } from "./oversight";
import { reputationRefusal } from "./reputation";
import { countConfirmed } from "./queries";

// What stands between a creator and their readers' inboxes (M3AAWG's sender practices): an address that
// replies reach, a first send only from an account that has been around or has a real list, and per
// account a number of sends and of recipients in any 24 hours. Each figure is an environment variable.

const DAY_MS = 86_400_000;
const TESTS_PER_HOUR = 10;

/** Why the account may not mail itself a test now; null: it may. */
export async function testRefusal(account: { id: string; emailVerified: boolean }): Promise<string | null> {
  if (!account.emailVerified) return "Verify your e-mail address first: the test goes to it.";
  // Each test is a mail the site sends: a button pressed in a loop must not become a mail flood.
  if ((await hit(`creator-test:${account.id}`, 60 * 60_000)).count > TESTS_PER_HOUR) {
    return `You can send ${TESTS_PER_HOUR} tests an hour. Try again later.`;
  }
  return null;
}

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
    .select({ scheduledAt: newsletterIssues.scheduledAt })
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
  const addresses = recipients + (await recipientsWithinDay(db, userId, at, issueId));
  if (addresses > settings.CREATOR_RECIPIENTS_PER_DAY) {
    return `Your sends may reach ${formatCount(settings.CREATOR_RECIPIENTS_PER_DAY, "address", "addresses")} in 24 hours; this one would take you to ${formatCount(addresses, "address", "addresses")}. Pick a later time.`;
  }
  return null;
}

/**
 * Addresses the account's mail reaches in the 24 hours either side of `at`: its other sends started or
 * scheduled then (one not started yet counts its list as it is now), and the addresses it imported then,
 * each of which was mailed a confirmation or added as confirmed (lib/biolinks/import).
 */
export async function recipientsWithinDay(
  database: Database | Transaction,
  userId: string,
  at: Date,
  exceptIssueId?: string,
): Promise<number> {
  const near = (column: SQL | AnyColumn) =>
    sql`abs(extract(epoch from (${column} - ${at.toISOString()}::timestamptz))) < ${DAY_MS / 1000}`;
  const [sends] = await database
    .select({
      n: sql<number>`coalesce(sum(case when ${newsletterIssues.status} = 'scheduled'
        then (select count(*) from bio_subscribers s where s.page_id = ${newsletterIssues.pageId} and s.status = 'confirmed')
        else (select count(*) from newsletter_deliveries d where d.issue_id = ${newsletterIssues.id}) end), 0)::int`,
    })
    .from(newsletterIssues)
    .innerJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
    .where(
      and(
        eq(bioPages.userId, userId),
        exceptIssueId ? ne(newsletterIssues.id, exceptIssueId) : undefined,
        inArray(newsletterIssues.status, ["scheduled", "sending", "sent"]),
        near(newsletterIssues.scheduledAt),
      ),
    );
  const [imports] = await database
    .select({ n: sql<number>`count(*)::int` })
    .from(bioSubscribers)
    .innerJoin(bioPages, eq(bioPages.id, bioSubscribers.pageId))
    .where(and(eq(bioPages.userId, userId), near(bioSubscribers.importedAt)));
  return (sends?.n ?? 0) + (imports?.n ?? 0);
}
