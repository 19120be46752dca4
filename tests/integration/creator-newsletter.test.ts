import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import {
  bioSubscribers,
  contactMessages,
  emailOutbox,
  emailSuppressions,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
  user,
} from "@/lib/db/schema";
import { addPendingSubscriber } from "@/lib/biolinks/subscribers";
import { listCreatorSends } from "@/lib/biolinks/newsletter/oversight";
import { env } from "@/lib/env";
import { BATCH, MAX_ATTEMPTS, runSends } from "@/lib/newsletter/deliver";
import { getIssue } from "@/lib/newsletter/issue-queries";
import { saveIssue, scheduleIssue } from "@/lib/newsletter/issue-store";
import { stopSendQueue } from "@/lib/newsletter/send-queue";
import { truncateAll } from "../support/database";
import { userWithPage } from "../support/domains";
import { makeUser } from "../support/biolinks";
import { subscribeConfirmed } from "../support/newsletter";
import { formData, redirectTarget, visitor } from "../support/next-request";
import { header, parseMail, startSmtpSink, type SmtpSink } from "../support/smtp-sink";

// A creator's newsletter end to end below the browser: the dashboard's actions with a real session, the
// send queue's run, a real SMTP conversation, and the links every mail carries. Only Next's request
// context is stood in for.
vi.mock("next/headers", async () => (await import("../support/next-request")).nextHeaders);
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
const creator = await import("@/lib/biolinks/newsletter/actions");
const oversight = await import("@/lib/biolinks/newsletter/oversight-actions");
const { reportNewsletterIssue, unsubscribeFromNewsletter } = await import("@/lib/newsletter/actions");
const { POST: oneClick } = await import("@/app/api/newsletter/unsubscribe/route");

const settings = env();
const CHANGED = [
  "SMTP_URL",
  "NEWSLETTER_SENDS_PER_MINUTE",
  "CREATOR_FIRST_SEND_SUBSCRIBERS",
  "CREATOR_SENDS_PER_DAY",
  "CREATOR_RECIPIENTS_PER_DAY",
] as const;
const defaults = Object.fromEntries(CHANGED.map((key) => [key, settings[key]]));
const SLUG = "ana-news";

/** Signs the visitor in as the user whose session cookie this is. */
function signIn(cookie: string) {
  visitor.reset();
  for (const pair of cookie.split("; ")) {
    const index = pair.indexOf("=");
    visitor.jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
}

async function listOf(pageId: string, entries: Record<string, "pending" | "confirmed" | "unsubscribed">) {
  for (const [email, status] of Object.entries(entries)) {
    await db.insert(bioSubscribers).values({
      pageId,
      email,
      status,
      confirmedAt: status === "confirmed" ? new Date() : null,
    });
  }
}

/** An account old enough for a first send. */
const ageAccount = (id: string) =>
  db
    .update(user)
    .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(user.id, id));

async function draft(slug = SLUG, subject = "My first letter") {
  const target = await redirectTarget(() =>
    creator.saveCreatorIssueAction(
      null,
      formData({ slug, id: "", subject, html: "<p>Hello from <strong>Ana</strong>.</p>" }),
    ),
  );
  return target!.split("/").at(-1)!;
}

const sendNow = (id: string, recipients: number, slug = SLUG) =>
  creator.sendCreatorIssueNowAction(null, formData({ slug, id, recipients: String(recipients) }));

/**
 * Runs the sends until issue `id` is sent. "Send now" has also asked this process's job queue to run
 * them: both may work at once, as two instances would, and nobody is mailed twice.
 */
async function sendAll(id: string) {
  for (const end = Date.now() + 30_000; (await statusOf(id)) !== "sent" && Date.now() < end;) {
    const run = await runSends();
    // Nothing left to claim: the queue's own run has the last mails in hand.
    if (run.sent + run.bounced + run.failed + run.deferred === 0) await new Promise((r) => setTimeout(r, 50));
  }
  expect(await statusOf(id)).toBe("sent");
}

const statusOf = async (id: string) =>
  (
    await db.select({ s: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, id))
  )[0]?.s;

beforeEach(truncateAll);
afterEach(async () => {
  await stopSendQueue();
  Object.assign(settings, defaults);
});

describe("a creator's newsletter", () => {
  // Postfix's smtp-sink: what a real mail server receives.
  let smtp: SmtpSink;
  beforeAll(async () => (smtp = await startSmtpSink({ keep: true })));
  afterAll(() => smtp.close());
  beforeEach(() => smtp.clear());

  it("goes to the page's confirmed subscribers only, from '{page} via Creatorkit' with replies to the creator, with a footer, one-click unsubscribe from that list and Report abuse", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    Object.assign(settings, { SMTP_URL: smtp.url });
    await ageAccount(ana.id);
    await listOf(ana.pageId, {
      "reader@example.com": "confirmed",
      "second@example.com": "confirmed",
      "waiting@example.com": "pending",
      "left@example.com": "unsubscribed",
    });
    await subscribeConfirmed("reader@example.com"); // also on the site's own newsletter
    signIn(ana.cookie);
    const id = await draft();

    expect(await creator.sendCreatorTestAction(null, formData({ slug: SLUG, id }))).toEqual({
      ok: true,
      message: "Test sent to ana@example.com.",
    });
    expect(smtp.messages().map((m) => m.to)).toEqual(["ana@example.com"]);
    expect(smtp.messages()[0]!.data).toContain("Subject: [Test] My first letter");

    // The dialog named 3 subscribers, the list has 2: refused, nothing starts.
    expect(await sendNow(id, 3)).toMatchObject({
      ok: false,
      message: expect.stringContaining("2 subscribers now"),
    });
    expect(await statusOf(id)).toBe("draft");
    expect(await sendNow(id, 2)).toEqual({ ok: true, message: "Sending started." });
    await sendAll(id);

    const mails = smtp.messages().filter((m) => m.to !== "ana@example.com");
    expect(mails.map((m) => m.to).sort()).toEqual(["reader@example.com", "second@example.com"]);
    // The raw header lines: what a creator typed reaches none but the display name, quoted.
    const data = mails.find((m) => m.to === "reader@example.com")!.data;
    expect(data).toMatch(/^From: "ana-news via Creatorkit" <no-reply@creatorkit\.local>$/m);
    expect(data).toMatch(/^Reply-To: ana@example\.com$/m);
    const mail = await parseMail(mails.find((m) => m.to === "reader@example.com")!);
    expect(mail.subject).toBe("My first letter");
    expect(mail.text).toContain(`You get this because you signed up on ${settings.SITE_URL}/l/${SLUG}`);
    expect(mail.text).toContain("Report abuse: ");
    expect(mail.html).toContain(">Report abuse</a>");
    const oneClickUrl = header(mail, "List-Unsubscribe")!.match(/<([^>]+)>/)![1]!;
    expect(oneClickUrl).toContain(`list=${ana.pageId}`);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // One click leaves this creator's list, not the site's newsletter.
    const response = await oneClick(
      new Request(oneClickUrl, { method: "POST", body: "List-Unsubscribe=One-Click" }),
    );
    expect(response.status).toBe(200);
    const [onList] = await db
      .select({ status: bioSubscribers.status })
      .from(bioSubscribers)
      .where(and(eq(bioSubscribers.pageId, ana.pageId), eq(bioSubscribers.email, "reader@example.com")));
    expect(onList?.status).toBe("unsubscribed");
    const [site] = await db.select({ status: newsletterSubscriptions.status }).from(newsletterSubscriptions);
    expect(site?.status).toBe("active");
    // The send counts the reader who left through its mail, once however often the link is used.
    await oneClick(new Request(oneClickUrl, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect((await getIssue(id, ana.pageId))?.unsubscribed).toBe(1);
    // The same link signed for the site's list does not work for this one, and the reverse.
    const forged = oneClickUrl.replace(/list=[^&]+/, "list=00000000-0000-4000-8000-000000000000");
    expect((await oneClick(new Request(forged, { method: "POST" }))).status).toBe(400);

    // The other reader reports the mail: unsubscribed, suppressed everywhere, counted, and in the admin's Inbox.
    const reported = await parseMail(mails.find((m) => m.to === "second@example.com")!);
    const reportUrl = new URL(reported.text!.match(/Report abuse: (\S+)/)![1]!);
    const report = Object.fromEntries(reportUrl.searchParams);
    expect(await reportNewsletterIssue(null, formData(report))).toMatchObject({ ok: true });
    expect(await reportNewsletterIssue(null, formData(report))).toMatchObject({ ok: true }); // once only
    expect(await reportNewsletterIssue(null, formData({ ...report, token: "x".repeat(43) }))).toMatchObject({
      ok: false,
    });
    expect((await getIssue(id, ana.pageId))?.complaints).toBe(1);
    expect(
      await db
        .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
        .from(emailSuppressions),
    ).toEqual([{ email: "second@example.com", reason: "complaint" }]);
    const inbox = await db.select().from(contactMessages);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.subject).toBe(`Abuse report: "My first letter" from the page /l/${SLUG}`);

    // The next send reaches nobody who left or reported, and the unsubscribed reader can come back only
    // through a new confirmation (the sign-up form makes them pending again).
    const leftRows = await db
      .select({ email: bioSubscribers.email, status: bioSubscribers.status })
      .from(bioSubscribers)
      .where(eq(bioSubscribers.pageId, ana.pageId))
      .orderBy(bioSubscribers.email);
    expect(leftRows.filter((r) => r.status === "confirmed")).toEqual([]);
    expect(await addPendingSubscriber(ana.pageId, "reader@example.com")).toEqual(expect.any(String));
    const [back] = await db
      .select({ status: bioSubscribers.status })
      .from(bioSubscribers)
      .where(eq(bioSubscribers.email, "reader@example.com"));
    expect(back?.status).toBe("pending");
  });

  it("takes a mail server's refusals: a 5xx bounces the address and suppresses it for every send, a 4xx is tried again with back-off, then given up as failed", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    await ageAccount(ana.id);
    await listOf(ana.pageId, { "gone@example.com": "confirmed" });
    await subscribeConfirmed("gone@example.com"); // on the site's own newsletter too
    // Postfix's smtp-sink answering every recipient with its own 500 5.3.0, then its 450 4.3.0.
    const hard = await startSmtpSink({ refuse: "hard" });
    const soft = await startSmtpSink({ refuse: "soft" });
    try {
      signIn(ana.cookie);
      Object.assign(settings, { SMTP_URL: hard.url });
      const first = await draft();
      expect(await sendNow(first, 1)).toEqual({ ok: true, message: "Sending started." });
      await sendAll(first);
      expect(await getIssue(first, ana.pageId)).toMatchObject({ sent: 0, bounced: 1, failed: 0 });
      const [onList] = await db
        .select({ status: bioSubscribers.status })
        .from(bioSubscribers)
        .where(eq(bioSubscribers.pageId, ana.pageId));
      expect(onList?.status).toBe("bounced");
      expect(
        await db
          .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
          .from(emailSuppressions),
      ).toEqual([{ email: "gone@example.com", reason: "bounce" }]);

      // The site's next issue skips the address without asking any mail server.
      Object.assign(settings, { SMTP_URL: smtp.url });
      const site = (await saveIssue({ subject: "Site news", html: "<p>Hello.</p>" }))!;
      await scheduleIssue(site, new Date());
      expect(await runSends()).toMatchObject({ sent: 0, skipped: 1 });
      expect(smtp.messages()).toEqual([]);

      // A deferral (another account: Ana's bounce rate now stops hers): the address waits out its
      // back-off between tries, then is given up.
      const bo = await userWithPage("bo@example.com", "bo-news");
      await ageAccount(bo.id);
      await listOf(bo.pageId, { "later@example.com": "confirmed" });
      Object.assign(settings, { SMTP_URL: soft.url });
      signIn(bo.cookie);
      const second = await draft("bo-news", "My second letter");
      expect(await sendNow(second, 1, "bo-news")).toEqual({ ok: true, message: "Sending started." });
      await stopSendQueue(); // the tries below are this test's runs, one at a time
      expect(await runSends()).toMatchObject({ deferred: 1 });
      expect(await runSends()).toMatchObject({ sent: 0, deferred: 0 }); // still in its back-off
      expect(await statusOf(second)).toBe("sending");
      for (let tries = 2; tries <= MAX_ATTEMPTS; tries++) {
        await db.execute(sql`update newsletter_deliveries set next_attempt_at = now() - interval '1 second'
          where next_attempt_at is not null`);
        await runSends();
      }
      expect(await statusOf(second)).toBe("sent");
      expect(await getIssue(second, bo.pageId)).toMatchObject({ sent: 0, bounced: 0, failed: 1 });
      const [given] = await db
        .select({
          status: newsletterDeliveries.status,
          error: newsletterDeliveries.error,
          attempts: newsletterDeliveries.attempts,
        })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, second));
      expect(given).toEqual({
        status: "failed",
        error: expect.stringContaining("450"),
        attempts: MAX_ATTEMPTS,
      });
      expect(await db.select({ email: emailSuppressions.email }).from(emailSuppressions)).toHaveLength(1);
    } finally {
      await Promise.all([hard.close(), soft.close()]);
    }
  });

  it("unsubscribes from the creator's list through the page's button too", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    await listOf(ana.pageId, { "reader@example.com": "confirmed" });
    const { unsubscribeToken } = await import("@/lib/newsletter/token");
    const fields = { email: "reader@example.com", list: ana.pageId };
    expect(
      await unsubscribeFromNewsletter(
        null,
        formData({ ...fields, token: unsubscribeToken("reader@example.com") }),
      ),
    ).toMatchObject({ ok: false });
    const done = await unsubscribeFromNewsletter(
      null,
      formData({ ...fields, token: unsubscribeToken("reader@example.com", ana.pageId) }),
    );
    expect(done).toMatchObject({ ok: true, message: expect.stringContaining("unsubscribed from this list") });
    const [row] = await db.select({ status: bioSubscribers.status }).from(bioSubscribers);
    expect(row?.status).toBe("unsubscribed");
  });
});

describe("what stops a creator's send", () => {
  it("another account's session finds neither the page nor its e-mail, and changes nothing", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    await ageAccount(ana.id);
    await listOf(ana.pageId, { "reader@example.com": "confirmed" });
    signIn(ana.cookie);
    const id = await draft();
    const bob = await userWithPage("bob@example.com", "bob-news");
    signIn(bob.cookie);
    const notFound = { ok: false, message: "That page or e-mail was not found." };
    expect(await sendNow(id, 1)).toEqual(notFound);
    expect(await sendNow(id, 1, "bob-news")).toEqual(notFound);
    expect(await creator.sendCreatorTestAction(null, formData({ slug: "bob-news", id }))).toEqual(notFound);
    expect(await creator.deleteCreatorDraftAction(null, formData({ slug: SLUG, id }))).toEqual(notFound);
    const edited = await creator.saveCreatorIssueAction(
      null,
      formData({ slug: "bob-news", id, subject: "Mine now", html: "<p>x</p>" }),
    );
    expect(edited).toEqual({ ok: false, message: "This e-mail was sent or deleted meanwhile." });
    const [issue] = await db.select().from(newsletterIssues);
    expect(issue).toMatchObject({ subject: "My first letter", status: "draft", pageId: ana.pageId });
    visitor.reset();
    expect(await sendNow(id, 1)).toMatchObject({
      ok: false,
      message: expect.stringContaining("not allowed"),
    });
  });

  it("sends at most ten tests an hour", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    signIn(ana.cookie);
    const id = await draft();
    const test = () => creator.sendCreatorTestAction(null, formData({ slug: SLUG, id }));
    for (let i = 0; i < 10; i++) expect(await test()).toMatchObject({ ok: true });
    expect(await test()).toEqual({ ok: false, message: "You can send 10 tests an hour. Try again later." });
    const tests = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "creator-issue-test"));
    expect(tests).toHaveLength(10);
  });

  it("refuses bad input with a clear message", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    signIn(ana.cookie);
    const empty = await creator.saveCreatorIssueAction(
      null,
      formData({ slug: SLUG, id: "", subject: " ", html: "" }),
    );
    expect(empty).toMatchObject({ ok: false, message: "The subject is required" });
    const long = await creator.saveCreatorIssueAction(
      null,
      formData({ slug: SLUG, id: "", subject: "Long", html: "x".repeat(200_001) }),
    );
    expect(long).toMatchObject({ ok: false, message: "The issue is too long" });
    const id = await draft();
    const past = await creator.scheduleCreatorIssueAction(
      null,
      formData({ slug: SLUG, id, recipients: "0", at: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past).toMatchObject({ ok: false, message: "Pick a time in the future" });
    expect(await db.select().from(newsletterIssues)).toHaveLength(1);
  });

  it("asks a new sender for a verified address and an older account or a real list, then holds every account to its day's sends and recipients", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    await listOf(ana.pageId, { "one@example.com": "confirmed", "two@example.com": "confirmed" });
    signIn(ana.cookie);
    const first = await draft();

    await db.update(user).set({ emailVerified: false }).where(eq(user.id, ana.id));
    expect(await sendNow(first, 2)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Verify your e-mail"),
    });
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, ana.id));
    expect(await sendNow(first, 2)).toEqual({
      ok: false,
      message:
        "Your first newsletter can go out once your account is 7 days old or your list has 10 confirmed subscribers.",
    });
    Object.assign(settings, { CREATOR_FIRST_SEND_SUBSCRIBERS: 2 });
    expect(await sendNow(first, 2)).toMatchObject({ ok: true });

    Object.assign(settings, { CREATOR_SENDS_PER_DAY: 2, CREATOR_RECIPIENTS_PER_DAY: 3 });
    const second = await draft(SLUG, "Second");
    expect(await sendNow(second, 2)).toMatchObject({
      ok: false,
      message: expect.stringContaining("this one would take you to 4 addresses"),
    });
    Object.assign(settings, { CREATOR_RECIPIENTS_PER_DAY: 100 });
    expect(await sendNow(second, 2)).toMatchObject({ ok: true });
    const third = await draft(SLUG, "Third");
    expect(await sendNow(third, 2)).toMatchObject({
      ok: false,
      message: "You can send 2 newsletters in 24 hours. Pick a later time.",
    });
    // A day later it may go.
    const tomorrow = new Date(Date.now() + 25 * 3_600_000).toISOString();
    expect(
      await creator.scheduleCreatorIssueAction(
        null,
        formData({ slug: SLUG, id: third, recipients: "2", at: tomorrow }),
      ),
    ).toEqual({ ok: true, message: "Scheduled." });
  });

  it("stops an account whose mails drew too many reports", async () => {
    const ana = await userWithPage("ana@example.com", SLUG);
    await ageAccount(ana.id);
    await listOf(ana.pageId, { "one@example.com": "confirmed", "two@example.com": "confirmed" });
    signIn(ana.cookie);
    const first = await draft();
    expect(await sendNow(first, 2)).toMatchObject({ ok: true });
    await sendAll(first);
    await db
      .update(newsletterDeliveries)
      .set({ reportedAt: new Date() })
      .where(eq(newsletterDeliveries.email, "one@example.com"));
    const next = await draft(SLUG, "Again");
    expect(await sendNow(next, 2)).toMatchObject({
      ok: false,
      message: expect.stringContaining("too many abuse reports"),
    });
  });
});

describe("the admin's oversight", () => {
  it("lists every creator send with its figures, stops one, and suspends an account from its next batch on", async () => {
    Object.assign(settings, { NEWSLETTER_SENDS_PER_MINUTE: BATCH });
    const ana = await userWithPage("ana@example.com", SLUG);
    await ageAccount(ana.id);
    await db.execute(sql`insert into bio_subscribers (page_id, email, status, confirmed_at)
      select ${ana.pageId}, 'fan' || n || '@example.com', 'confirmed', now() from generate_series(1, ${BATCH * 3}) n`);
    const running = (await saveIssue({ subject: "Running", html: "<p>Hi</p>" }, ana.pageId))!;
    await scheduleIssue(running, new Date(), ana.pageId);
    const later = (await saveIssue({ subject: "Later", html: "<p>Hi</p>" }, ana.pageId))!;
    await scheduleIssue(later, new Date(Date.now() + 3_600_000), ana.pageId);
    expect(await runSends()).toMatchObject({ sent: BATCH });

    const admin = await makeUser("boss@example.com");
    await db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
    signIn(ana.cookie);
    expect(await oversight.stopCreatorSendAction(null, formData({ id: later }))).toMatchObject({
      ok: false,
      message: expect.stringContaining("not allowed"),
    });
    signIn(admin.cookie);
    const sends = await listCreatorSends();
    expect(sends.map((s) => [s.subject, s.status, s.recipients, s.sent, s.ownerEmail])).toEqual([
      ["Later", "scheduled", 0, 0, "ana@example.com"],
      ["Running", "sending", BATCH * 3, BATCH, "ana@example.com"],
    ]);
    expect(await oversight.stopCreatorSendAction(null, formData({ id: later }))).toEqual({
      ok: true,
      message: "Stopped.",
    });
    expect(await statusOf(later)).toBe("stopped");

    // Suspended: the running send takes no further batch, and no new one may start.
    expect(await oversight.suspendSenderAction(null, formData({ userId: ana.id }))).toMatchObject({
      ok: true,
    });
    const nextMinute = () =>
      db.execute(sql`update newsletter_deliveries set updated_at = now() - interval '61 seconds'`);
    await nextMinute();
    expect(await runSends()).toMatchObject({ sent: 0 });
    expect(await statusOf(running)).toBe("sending");
    signIn(ana.cookie);
    const another = await draft(SLUG, "Another");
    expect(await sendNow(another, BATCH * 3)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Sending is suspended"),
    });
    signIn(admin.cookie);
    expect(await oversight.liftSuspensionAction(null, formData({ userId: ana.id }))).toMatchObject({
      ok: true,
    });
    await nextMinute();
    expect(await runSends()).toMatchObject({ sent: BATCH });
  });
});

describe("the admin's pause of one send", () => {
  it("holds a running send from its next batch on, while another creator's goes on, until the admin lets it go on", async () => {
    Object.assign(settings, { NEWSLETTER_SENDS_PER_MINUTE: BATCH * 2 });
    const ana = await userWithPage("ana@example.com", SLUG);
    const bo = await userWithPage("bo@example.com", "bo-page");
    const sends: string[] = [];
    for (const { pageId } of [ana, bo]) {
      await db.execute(sql`insert into bio_subscribers (page_id, email, status, confirmed_at)
        select ${pageId}, 'fan' || n || '@example.com', 'confirmed', now() from generate_series(1, ${BATCH * 2}) n`);
      const id = (await saveIssue({ subject: "Hello", html: "<p>Hi</p>" }, pageId))!;
      await scheduleIssue(id, new Date(), pageId);
      sends.push(id);
    }
    const [anas, bos] = sends as [string, string];
    expect(await runSends()).toMatchObject({ started: 2, sent: BATCH * 2 }); // a batch of each

    const admin = await makeUser("boss@example.com");
    await db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
    signIn(ana.cookie);
    expect(await oversight.holdCreatorSendAction(null, formData({ id: anas, hold: "pause" }))).toMatchObject({
      ok: false,
      message: expect.stringContaining("not allowed"),
    });
    signIn(admin.cookie);
    expect(await oversight.holdCreatorSendAction(null, formData({ id: anas, hold: "pause" }))).toEqual({
      ok: true,
      message: "Paused.",
    });
    expect((await getIssue(anas, ana.pageId))?.heldAt).toEqual(expect.any(Date));
    const nextMinute = () =>
      db.execute(sql`update newsletter_deliveries set updated_at = now() - interval '61 seconds'`);
    await nextMinute();
    expect(await runSends()).toMatchObject({ sent: BATCH }); // Bo's last batch only
    expect(await statusOf(bos)).toBe("sent");
    expect(await statusOf(anas)).toBe("sending");

    expect(await oversight.holdCreatorSendAction(null, formData({ id: anas, hold: "resume" }))).toEqual({
      ok: true,
      message: "Going on.",
    });
    await nextMinute();
    expect(await runSends()).toMatchObject({ sent: BATCH });
    expect(await statusOf(anas)).toBe("sent");
    expect(await oversight.holdCreatorSendAction(null, formData({ id: anas, hold: "pause" }))).toMatchObject({
      ok: false,
      message: "This send is not scheduled or running any more.",
    });
  });
});

describe("one queue for every list", () => {
  it("takes batches round robin: the site's issue starts within one batch of a large creator send", async () => {
    Object.assign(settings, { NEWSLETTER_SENDS_PER_MINUTE: BATCH });
    const ana = await userWithPage("ana@example.com", SLUG);
    await db.execute(sql`insert into bio_subscribers (page_id, email, status, confirmed_at)
      select ${ana.pageId}, 'fan' || n || '@example.com', 'confirmed', now() from generate_series(1, ${BATCH * 5}) n`);
    const big = (await saveIssue({ subject: "Big", html: "<p>Hi</p>" }, ana.pageId))!;
    await scheduleIssue(big, new Date(), ana.pageId);
    expect(await runSends()).toMatchObject({ started: 1, sent: BATCH });

    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) await subscribeConfirmed(email);
    const site = (await saveIssue({ subject: "Site news", html: "<p>News</p>" }))!;
    await scheduleIssue(site, new Date());
    const nextMinute = () =>
      db.execute(sql`update newsletter_deliveries set updated_at = now() - interval '61 seconds'`);
    await nextMinute();
    expect(await runSends()).toMatchObject({ started: 1, sent: BATCH });
    expect(await statusOf(site)).toBe("sent");
    const siteMails = await db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "newsletter-issue"));
    expect(siteMails).toHaveLength(3);
    // And the creator's send went on in the same run, after the site's batch.
    await nextMinute();
    await runSends();
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, big), eq(newsletterDeliveries.status, "pending")));
    expect(left?.n).toBe(BATCH * 5 - BATCH * 3 + 3);
  });
});
