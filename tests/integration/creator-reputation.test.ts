import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { JUDGED_AFTER, reputationRefusal } from "@/lib/biolinks/newsletter/reputation";
import { db } from "@/lib/db";
import {
  contactMessages,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSenderSuspensions,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { runSends } from "@/lib/newsletter/deliver";
import { saveIssue, scheduleIssue } from "@/lib/newsletter/issue-store";
import { reportIssue } from "@/lib/newsletter/report";
import { truncateAll } from "../support/database";
import { userWithPage } from "../support/domains";
import { startFakeSmtp, type FakeSmtp } from "../support/smtp-server";

// A creator whose mail bounces or is reported past the line has their sending paused in the middle of a
// send, and the admin is told (lib/biolinks/newsletter/reputation.ts), against the test SMTP server, whose
// "refuse…" addresses get a 550.

const settings = env();
const defaults = {
  SMTP_URL: settings.SMTP_URL,
  NEWSLETTER_SENDS_PER_MINUTE: settings.NEWSLETTER_SENDS_PER_MINUTE,
};

async function sendTo(pageId: string, emails: string) {
  await db.execute(sql`insert into bio_subscribers (page_id, email, status, confirmed_at)
    select ${pageId}, ${sql.raw(emails)}, 'confirmed', now() from generate_series(1, 400) n`);
  const id = (await saveIssue({ subject: "News", html: "<p>Hi</p>" }, pageId))!;
  await scheduleIssue(id, new Date(), pageId);
  return id;
}

const left = async (id: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, id), eq(newsletterDeliveries.status, "pending")))
  )[0]!.n;

beforeEach(truncateAll);
afterEach(() => Object.assign(settings, defaults));

describe("a creator's standing as a sender", () => {
  let smtp: FakeSmtp;
  beforeAll(async () => (smtp = await startFakeSmtp({ keepData: false })));
  afterAll(() => smtp.close());

  it("pauses a send whose bounces pass the line, once enough mail was judged, and tells the admin", async () => {
    Object.assign(settings, { SMTP_URL: smtp.url, NEWSLETTER_SENDS_PER_MINUTE: 10_000 });
    const ana = await userWithPage("ana@example.com", "ana-news");
    // One address in ten bounces: 10 %, over the 5 % line.
    const id = await sendTo(
      ana.pageId,
      `case when n % 10 = 0 then 'refuse' else 'fan' end || n || '@example.com'`,
    );
    await runSends();
    const [issue] = await db
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id));
    expect(issue?.status).toBe("sending");
    const remaining = await left(id);
    // Paused at the first batch past JUDGED_AFTER mails, not before and not at the end.
    expect(remaining).toBeGreaterThan(0);
    expect(400 - remaining).toBeGreaterThanOrEqual(JUDGED_AFTER);
    expect(await db.select().from(newsletterSenderSuspensions)).toEqual([
      expect.objectContaining({ userId: ana.id }),
    ]);
    const inbox = await db.select().from(contactMessages);
    expect(inbox.map((m) => [m.subject, m.email])).toEqual([
      ["Sending paused for the page /l/ana-news: too many bounces", "ana@example.com"],
    ]);
    expect(await reputationRefusal(ana.id)).toContain("Too many of your recent e-mails bounced");

    // A further run mails nobody of the paused account, and tells the admin nothing twice.
    await runSends();
    expect(await left(id)).toBe(remaining);
    expect(await db.select().from(contactMessages)).toHaveLength(1);
  });

  it("goes on when the bounces stay under the line", async () => {
    Object.assign(settings, { SMTP_URL: smtp.url, NEWSLETTER_SENDS_PER_MINUTE: 10_000 });
    const bo = await userWithPage("bo@example.com", "bo-news");
    // One in fifty: 2 %.
    const id = await sendTo(
      bo.pageId,
      `case when n % 50 = 0 then 'refuse' else 'fan' end || n || '@example.com'`,
    );
    await runSends();
    expect(await left(id)).toBe(0);
    expect(await db.select().from(newsletterSenderSuspensions)).toEqual([]);
    expect(await db.select().from(contactMessages)).toEqual([]);
  });

  it("pauses the account when a reader's report takes the complaint rate over the line", async () => {
    Object.assign(settings, { NEWSLETTER_SENDS_PER_MINUTE: 10_000 });
    const cy = await userWithPage("cy@example.com", "cy-news");
    const id = await sendTo(cy.pageId, `'fan' || n || '@example.com'`);
    await runSends();
    expect(await left(id)).toBe(0);
    expect(await db.select().from(newsletterSenderSuspensions)).toEqual([]);
    // One report in 400 mails: 0.25 %, under 0.3 %. A second: 0.5 %, over it.
    expect(await reportIssue(id, "fan1@example.com")).toBe(true);
    expect(await db.select().from(newsletterSenderSuspensions)).toEqual([]);
    expect(await reportIssue(id, "fan2@example.com")).toBe(true);
    expect(await db.select().from(newsletterSenderSuspensions)).toEqual([
      expect.objectContaining({ userId: cy.id }),
    ]);
    const inbox = (await db.select().from(contactMessages)).map((m) => m.subject);
    expect(inbox).toContain("Sending paused for the page /l/cy-news: too many complaints");
  });
});
