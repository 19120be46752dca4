import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as oneClick } from "@/app/api/newsletter/unsubscribe/route";
import { db } from "@/lib/db";
import {
  emailOutbox,
  emailSuppressions,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { IN_FLIGHT, INTERRUPTED, MAX_ATTEMPTS, MAX_INTERRUPTIONS, runSends } from "@/lib/newsletter/deliver";
import { retryFailed, saveIssue, scheduleIssue } from "@/lib/newsletter/issue-store";
import { requestSends, stopSendQueue } from "@/lib/newsletter/send-queue";
import { markPending, unsubscribe } from "@/lib/newsletter/store";
import { subscribeConfirmed } from "../support/newsletter";
import { oneClickUnsubscribeUrl } from "@/lib/newsletter/token";
import { truncateAll } from "../support/database";
import { userWithPage } from "../support/domains";
import { startFakeSmtp, type FakeSmtp } from "../support/smtp-server";
import { startSmtpSink } from "../support/smtp-sink";

const settings = env();
const defaults = { rate: settings.NEWSLETTER_SENDS_PER_MINUTE, smtp: settings.SMTP_URL };
const setRate = (n: number) => Object.assign(settings, { NEWSLETTER_SENDS_PER_MINUTE: n });

async function subscribers(count: number, prefix = "reader") {
  const emails = Array.from(
    { length: count },
    (_, i) => `${prefix}${String(i).padStart(3, "0")}@example.com`,
  );
  for (const email of emails) await subscribeConfirmed(email);
  return emails;
}

async function issueDueNow(subject = "November news") {
  const id = (await saveIssue({
    subject,
    html: '<p>Hello &amp; welcome.</p><ul><li>One</li></ul><p><a href="https://example.com/post">Read it</a></p>',
  }))!;
  await scheduleIssue(id, new Date());
  return id;
}

const issueMails = () =>
  db
    .select({
      to: emailOutbox.to,
      text: emailOutbox.text,
      html: emailOutbox.html,
      headers: emailOutbox.headers,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "newsletter-issue"));

/** What the last minute sent no longer counts against the rate, as if a minute had passed. */
const nextMinute = () =>
  db.execute(
    sql`update newsletter_deliveries set updated_at = now() - interval '61 seconds' where status <> 'pending'`,
  );

/** A process claimed `email`'s mail (its `attempts`-th try) and died before the server answered. */
const claimedByTheDead = (issueId: string, email: string, attempts: number) =>
  db
    .update(newsletterDeliveries)
    .set({ status: "sending", attempts, updatedAt: new Date(Date.now() - 5 * 60_000) })
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.email, email)));

async function statusOf(id: string) {
  const [row] = await db
    .select({ status: newsletterIssues.status })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id));
  return row?.status;
}

beforeEach(truncateAll);
afterEach(() =>
  Object.assign(settings, { NEWSLETTER_SENDS_PER_MINUTE: defaults.rate, SMTP_URL: defaults.smtp }),
);

describe("newsletter sends (outbox)", () => {
  it("mails every active subscriber once, a minute's rate at a time, with a plain-text part and one-click unsubscribe", async () => {
    setRate(3);
    const emails = await subscribers(7);
    await subscribeConfirmed("gone@example.com");
    await unsubscribe("gone@example.com");
    await markPending("waiting@example.com"); // never confirmed: gets no issue
    const id = await issueDueNow();

    expect(await runSends()).toMatchObject({ started: 1, sent: 3 });
    expect(await runSends()).toMatchObject({ sent: 0 }); // this minute's budget is spent
    expect(await statusOf(id)).toBe("sending");
    await nextMinute();
    expect((await runSends()).sent).toBe(3);
    await nextMinute();
    expect((await runSends()).sent).toBe(1);
    expect(await statusOf(id)).toBe("sent");

    const mails = await issueMails();
    expect(mails.map((m) => m.to).sort()).toEqual(emails);
    const mail = mails[0]!;
    expect(mail.text).toContain("Hello & welcome.");
    expect(mail.text).toContain("- One");
    expect(mail.text).toContain("Read it (https://example.com/post)");
    expect(mail.text).toMatch(/Unsubscribe: http\S+\/newsletter\/unsubscribe\?email=/);
    expect(mail.html).toContain(">Unsubscribe</a>");
    expect(mail.html).not.toMatch(/<img/i); // no tracking pixel
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${oneClickUnsubscribeUrl(mail.to, undefined, id)}>`);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("waits for a scheduled time", async () => {
    await subscribers(2);
    const id = (await saveIssue({ subject: "Later", html: "<p>Soon</p>" }))!;
    await scheduleIssue(id, new Date(Date.now() + 60 * 60_000));
    expect(await runSends()).toMatchObject({ started: 0, sent: 0 });
    expect(await statusOf(id)).toBe("scheduled");
    expect(await runSends(new Date(Date.now() + 61 * 60_000))).toMatchObject({ started: 1, sent: 2 });
  });

  it("never mails anyone twice when runs overlap", async () => {
    setRate(1000);
    const emails = await subscribers(40);
    await issueDueNow();
    const runs = await Promise.all([runSends(), runSends(), runSends()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(40);
    const mails = await issueMails();
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.to)).size).toBe(40);
    expect(mails.map((m) => m.to).sort()).toEqual(emails);
  });

  it("resumes after a restart: the rest go out, a claim cut off by a crash is sent again, nobody twice", async () => {
    setRate(2);
    await subscribers(6);
    const id = await issueDueNow();
    expect((await runSends()).sent).toBe(2);
    await nextMinute();
    // A process claimed reader005 and died before the mail server answered.
    await claimedByTheDead(id, "reader005@example.com", 1);
    setRate(100);
    expect(await runSends()).toMatchObject({ sent: 4 });
    expect(await statusOf(id)).toBe("sent");
    const mails = (await issueMails()).map((m) => m.to);
    expect(mails.sort()).toEqual(Array.from({ length: 6 }, (_, i) => `reader00${i}@example.com`));
  });

  it("gives up a recipient whose mail was cut off by a crash five times, until the admin retries", async () => {
    setRate(100);
    await subscribers(2);
    const id = await issueDueNow();
    setRate(0);
    await runSends(); // the send starts, with nothing mailed yet
    await claimedByTheDead(id, "reader000@example.com", MAX_INTERRUPTIONS);
    setRate(100);
    expect(await runSends()).toMatchObject({ sent: 1 });
    const [cut] = await db
      .select({ status: newsletterDeliveries.status, error: newsletterDeliveries.error })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.email, "reader000@example.com"));
    expect(cut).toEqual({ status: "failed", error: INTERRUPTED });
    expect(await statusOf(id)).toBe("sent");
    expect(await retryFailed(id)).toBe(1);
    expect((await runSends()).sent).toBe(1);
    expect((await issueMails()).map((m) => m.to).sort()).toEqual([
      "reader000@example.com",
      "reader001@example.com",
    ]);
  });

  it("skips a subscriber who unsubscribed after the send began", async () => {
    setRate(1);
    await subscribers(3);
    await issueDueNow();
    await runSends();
    await unsubscribe("reader002@example.com");
    await nextMinute();
    setRate(10);
    expect(await runSends()).toMatchObject({ sent: 1, skipped: 1 });
    expect((await issueMails()).map((m) => m.to)).not.toContain("reader002@example.com");
  });
});

describe("newsletter sends (SMTP)", () => {
  let smtp: FakeSmtp;
  beforeAll(async () => (smtp = await startFakeSmtp()));
  afterEach(async () => {
    await smtp.start().catch(() => {}); // a test that stopped it
    smtp.received.length = 0;
  });
  afterAll(() => smtp.close());

  const deliveries = (issueId: string) =>
    db
      .select({
        email: newsletterDeliveries.email,
        status: newsletterDeliveries.status,
        error: newsletterDeliveries.error,
        attempts: newsletterDeliveries.attempts,
      })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, issueId))
      .orderBy(newsletterDeliveries.email);
  /** As if every back-off had run out: deferred addresses and paused sends are due again. */
  const backOffOver = async () => {
    await db.execute(sql`update newsletter_deliveries set next_attempt_at = now() - interval '1 second'
      where next_attempt_at is not null`);
    await db.execute(sql`update newsletter_issues set paused_until = now() - interval '1 second'
      where paused_until is not null`);
  };
  const pauseOf = async (id: string) => {
    const [row] = await db
      .select({
        pausedUntil: newsletterIssues.pausedUntil,
        pauseReason: newsletterIssues.pauseReason,
        pauses: newsletterIssues.pauses,
      })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id));
    return row!;
  };

  it("a refused address is bounced and suppressed for every later send; a deferred one is retried, then given up", async () => {
    Object.assign(settings, { SMTP_URL: smtp.url });
    setRate(1000);
    for (const email of ["ok@example.com", "refuse@example.com", "defer@example.com"])
      await subscribeConfirmed(email);
    const id = await issueDueNow();
    expect(await runSends()).toMatchObject({ sent: 1, bounced: 1, deferred: 1, failed: 0, resumeAt: null });
    expect(smtp.received.map((m) => m.to)).toEqual(["ok@example.com"]);
    const received = smtp.received[0]!.data;
    expect(received).toMatch(/List-Unsubscribe:\s+<http/);
    expect(received).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(received).toContain("text/plain");
    expect(received).toContain("text/html");
    expect(await deliveries(id)).toEqual([
      { email: "defer@example.com", status: "pending", error: expect.stringContaining("451"), attempts: 1 },
      { email: "ok@example.com", status: "sent", error: null, attempts: 1 },
      { email: "refuse@example.com", status: "bounced", error: expect.stringContaining("550"), attempts: 1 },
    ]);
    expect(await db.select().from(emailSuppressions)).toEqual([
      expect.objectContaining({ email: "refuse@example.com", reason: "bounce" }),
    ]);
    // A deferred address waits for its back-off: the issue is not sent while it may still go out.
    expect(await runSends()).toMatchObject({ sent: 0, deferred: 0 });
    expect(await statusOf(id)).toBe("sending");
    for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt++) {
      await backOffOver();
      expect(await runSends()).toMatchObject({ deferred: 1 });
    }
    await backOffOver();
    expect(await runSends()).toMatchObject({ deferred: 0, failed: 1 });
    expect((await deliveries(id))[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await statusOf(id)).toBe("sent");

    // The next send skips the bounced address without asking the mail server.
    const next = await issueDueNow("December news");
    expect(await runSends()).toMatchObject({ sent: 1, skipped: 1, deferred: 1 });
    expect((await deliveries(next)).find((d) => d.email === "refuse@example.com")?.status).toBe("skipped");
    expect(smtp.received.filter((m) => m.to === "ok@example.com")).toHaveLength(2);
  });

  it("a mail server that is away pauses the send with back-off; when it is back everyone gets it once", async () => {
    Object.assign(settings, { SMTP_URL: smtp.url });
    setRate(1000);
    const emails = await subscribers(5);
    const id = await issueDueNow();
    await smtp.stop();
    const before = Date.now();
    const paused = await runSends();
    expect(paused).toMatchObject({ sent: 0, failed: 0 });
    expect(paused.resumeAt!.getTime()).toBeGreaterThanOrEqual(before + 9_000);
    expect(await pauseOf(id)).toMatchObject({
      pauses: 1,
      pauseReason: expect.stringContaining("ECONNREFUSED"),
    });
    expect((await deliveries(id)).map((d) => [d.status, d.attempts])).toEqual(
      emails.map(() => ["pending", 0]),
    );
    expect(await runSends()).toMatchObject({ sent: 0 }); // still paused: nobody is tried

    await backOffOver();
    const longer = await runSends();
    expect(longer.resumeAt!.getTime() - Date.now()).toBeGreaterThan(15_000); // twice as long
    expect((await pauseOf(id)).pauses).toBe(2);
    expect(await statusOf(id)).toBe("sending");

    await smtp.start();
    await backOffOver();
    expect(await runSends()).toMatchObject({ sent: 5, failed: 0, resumeAt: null });
    expect(smtp.received.map((m) => m.to).sort()).toEqual(emails);
    expect(await pauseOf(id)).toEqual({ pausedUntil: null, pauseReason: null, pauses: 0 });
    expect(await statusOf(id)).toBe("sent");
  });

  it("a server that stops answering during one address's mail pauses the send, and that address is given up after its last try", async () => {
    Object.assign(settings, { SMTP_URL: `${smtp.url}?socketTimeout=200` });
    setRate(1000);
    await subscribeConfirmed("hang@example.com");
    await subscribeConfirmed("ok@example.com");
    const id = await issueDueNow();
    let failed = 0;
    for (let run = 0; run < 12 && failed === 0; run++) {
      const result = await runSends();
      failed = result.failed;
      await backOffOver();
    }
    const rows = await deliveries(id);
    expect(rows[0]).toMatchObject({
      email: "hang@example.com",
      status: "failed",
      error: expect.stringMatching(/timeout/i),
    });
    expect(rows[0]!.attempts).toBeGreaterThan(1);
    await runSends();
    expect(await statusOf(id)).toBe("sent");
    expect(smtp.received.map((m) => m.to)).toEqual(["ok@example.com"]);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("unsubscribes the signed address on POST and refuses a wrong token", async () => {
    await subscribeConfirmed("leave@example.com");
    const url = oneClickUnsubscribeUrl("leave@example.com");
    const post = (href: string) =>
      oneClick(new Request(href, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect((await post(url.replace(/token=[^&]+/, "token=forged-token-value"))).status).toBe(400);
    const [still] = await db.select().from(newsletterSubscriptions);
    expect(still?.status).toBe("active");
    expect((await post(url)).status).toBe(200);
    const [row] = await db.select().from(newsletterSubscriptions);
    expect(row?.status).toBe("unsubscribed");
  });
});

describe("the job queue", () => {
  afterAll(stopSendQueue);

  const until = async (done: () => boolean | Promise<boolean>, ms: number) => {
    for (const end = Date.now() + ms; !(await done()) && Date.now() < end;)
      await new Promise((r) => setTimeout(r, 250));
  };

  it("runs a send-now issue through pg-boss on this database", async () => {
    await subscribers(3);
    const id = await issueDueNow();
    await requestSends();
    await until(async () => (await statusOf(id)) === "sent", 30_000);
    expect(await statusOf(id)).toBe("sent");
    expect(await issueMails()).toHaveLength(3);
  }, 60_000);

  it("a site issue and a creator's send, 2,000 each, whose mail server is killed (-9) mid-send and back 20 s later: every address once, with no click", async () => {
    // Postfix's smtp-sink in a process of its own: kill -9 takes it away in the middle of conversations.
    const ana = await userWithPage("ana@example.com", "ana"); // its sign-up mail before the server is set
    const sink = await startSmtpSink({ keep: true });
    try {
      Object.assign(settings, { SMTP_URL: sink.url });
      setRate(10_000);
      // The lists in one statement each: the sends, not the sign-ups, are under test.
      await db.execute(sql`insert into newsletter_subscriptions (email, status)
        select 'reader' || n || '@example.com', 'active' from generate_series(1, 2000) n`);
      await db.execute(sql`insert into bio_subscribers (page_id, email, status, confirmed_at)
        select ${ana.pageId}, 'fan' || n || '@example.com', 'confirmed', now() from generate_series(1, 2000) n`);
      const site = await issueDueNow("The big one");
      const creator = (await saveIssue({ subject: "Ana's big one", html: "<p>Hello.</p>" }, ana.pageId))!;
      await scheduleIssue(creator, new Date(), ana.pageId);
      await requestSends();
      await until(() => sink.messages().length >= 600, 60_000);
      await sink.kill();

      const paused = () =>
        db
          .select({
            id: newsletterIssues.id,
            status: newsletterIssues.status,
            pausedUntil: newsletterIssues.pausedUntil,
          })
          .from(newsletterIssues);
      await until(async () => (await paused()).every((i) => i.pausedUntil !== null), 20_000);
      expect((await paused()).map((i) => [i.status, i.pausedUntil !== null])).toEqual([
        ["sending", true],
        ["sending", true],
      ]);
      await new Promise((r) => setTimeout(r, 20_000));
      expect([await statusOf(site), await statusOf(creator)]).toEqual(["sending", "sending"]); // not failed
      await sink.restart();
      await until(
        async () => (await statusOf(site)) === "sent" && (await statusOf(creator)) === "sent",
        120_000,
      );
      expect([await statusOf(site), await statusOf(creator)]).toEqual(["sent", "sent"]);

      const messages = sink.messages();
      const idsOf = new Map<string, Set<string>>();
      for (const { to, messageId } of messages) idsOf.set(to, (idsOf.get(to) ?? new Set()).add(messageId));
      expect(idsOf.size).toBe(4000);
      expect([...idsOf.values()].filter((ids) => ids.size !== 1)).toEqual([]);
      // A copy beyond one per address is a mail the server had stored when it was killed, before its
      // answer reached us: it comes again with the same Message-ID (the receiver's duplicate check), and
      // only mails in flight at that moment can.
      console.info(`[mail server killed] ${messages.length - 4000} mails the server had taken came again`);
      expect(messages.length - 4000).toBeLessThanOrEqual(IN_FLIGHT);
      const [counts] = await db
        .select({
          notSent: sql<number>`count(*) filter (where status <> 'sent')::int`,
          all: sql<number>`count(*)::int`,
        })
        .from(newsletterDeliveries);
      expect(counts).toEqual({ notSent: 0, all: 4000 });
    } finally {
      await sink.close();
    }
  }, 240_000);
});
