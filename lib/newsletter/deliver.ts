import { and, eq, inArray, lte, min, notExists, sql } from "drizzle-orm";
import { db, type Database, type Transaction } from "@/lib/db";
import { newsletterDeliveries, newsletterIssues } from "@/lib/db/schema";
import { emailPlainText } from "@/lib/email/plain-text";
import { sendEmail, sendFailure, type SendFailure } from "@/lib/email/send";
import { suppress } from "@/lib/email/suppression";
import { newsletterIssueEmail } from "@/lib/email/templates";
import { rows } from "@/lib/db/migrate";
import { env } from "@/lib/env";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "./token";

// One run of the newsletter send (the job the queue runs, send-queue.ts): start the issues whose time has
// come, then mail as many recipients as this minute's budget allows, one claim at a time. Every instance
// may run it at once: a recipient is claimed with FOR UPDATE SKIP LOCKED, and the budget counts what all
// of them sent in the last minute, so the rate holds for the site, not per process.
//
// What the mail server answers decides what happens next (sendFailure, lib/email/send.ts): an address it
// refuses for good is bounced and suppressed site-wide; one it defers is tried again later, with back-off,
// then given up; a server that is away pauses every send until a back-off time, and the queue wakes up
// then (send-queue.ts), so an outage delays a send and never fails it. An issue is sent when every
// recipient was delivered, refused for good, skipped or given up.

/** A claim older than this with no answer was cut off by a crash or restart. */
const INTERRUPTED_AFTER = "2 minutes";
export const INTERRUPTED =
  "Interrupted by a restart before the mail server answered; it may not have arrived. Retry to send it again.";

/** A deferred address (4xx) is tried this many times in all, 5, 10, 20, 40 minutes apart. */
export const MAX_ATTEMPTS = 5;
const RETRY_MINUTES = 5;
/** A send paused by a server that is away waits 10 s, then twice as long each time, up to 10 minutes. */
const PAUSE_SECONDS = 10;
const MAX_PAUSE_SECONDS = 600;
/** A recipient during whose mail the server stopped answering is given up after this many such pauses. */
const MAX_TIMEOUTS = 8;

export interface RunResult {
  started: number;
  sent: number;
  failed: number;
  bounced: number;
  deferred: number;
  skipped: number;
  /** The mail server was away: the sends wait until then. */
  resumeAt: Date | null;
}

/** Issues whose scheduled time has come get their recipients: every active subscriber at that moment. */
async function startDueIssues(now: Date): Promise<number> {
  const due = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.scheduledAt, now)));
  let started = 0;
  for (const { id } of due) {
    const began = await db.transaction(async (tx) => {
      // Only the run that flips the status writes the recipients.
      const flipped = await tx
        .update(newsletterIssues)
        .set({ status: "sending", updatedAt: now })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "scheduled")))
        .returning({ id: newsletterIssues.id });
      if (flipped.length === 0) return false;
      await tx.execute(sql`
        insert into newsletter_deliveries (issue_id, email)
        select ${id}, email from newsletter_subscriptions where status = 'active'
        on conflict do nothing`);
      return true;
    });
    if (began) started++;
  }
  return started;
}

async function markInterrupted(): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ status: "failed", error: INTERRUPTED, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterDeliveries.status, "sending"),
        sql`${newsletterDeliveries.updatedAt} < now() - ${INTERRUPTED_AFTER}::interval`,
      ),
    );
}

/** Mails this minute still allows, counting every instance's sends. */
async function budget(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(
      and(
        inArray(newsletterDeliveries.status, ["sending", "sent", "failed", "bounced"]),
        sql`${newsletterDeliveries.updatedAt} > now() - interval '1 minute'`,
      ),
    );
  return Math.max(0, env().NEWSLETTER_SENDS_PER_MINUTE - (row?.n ?? 0));
}

/** Claims the next recipient due of any sending issue not paused, oldest issue first. */
async function claim(tx: Database | Transaction) {
  const next = sql`(
    select d.id from newsletter_deliveries d join newsletter_issues i on i.id = d.issue_id
    where d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= now())
      and i.status = 'sending' and (i.paused_until is null or i.paused_until <= now())
    order by i.created_at, d.email limit 1 for update of d skip locked)`;
  const [row] = await tx
    .update(newsletterDeliveries)
    .set({ status: "sending", attempts: sql`${newsletterDeliveries.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(newsletterDeliveries.id, next))
    .returning({
      id: newsletterDeliveries.id,
      issueId: newsletterDeliveries.issueId,
      email: newsletterDeliveries.email,
      attempts: newsletterDeliveries.attempts,
      paused: sql<boolean>`(select pauses > 0 from newsletter_issues where id = ${newsletterDeliveries.issueId})`,
    });
  return row ?? null;
}

type Claimed = NonNullable<Awaited<ReturnType<typeof claim>>>;

async function finish(
  tx: Database | Transaction,
  id: string,
  status: "sent" | "failed" | "bounced" | "skipped",
  error?: string,
) {
  await tx
    .update(newsletterDeliveries)
    .set({ status, error: error ?? null, nextAttemptAt: null, updatedAt: sql`now()` })
    .where(eq(newsletterDeliveries.id, id));
}

type Content = { subject: string; html: string; text: string };

async function readContent(id: string, database: Database | Transaction = db): Promise<Content | null> {
  const [row] = await database
    .select({ subject: newsletterIssues.subject, html: newsletterIssues.html })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id));
  return row ? { ...row, text: emailPlainText(row.html) } : null;
}

/** Still subscribed, and not on the suppression list since the send began. */
async function mayMail(tx: Database | Transaction, email: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (select 1 from newsletter_subscriptions where email = ${email} and status = 'active')
      and not exists (select 1 from email_suppressions where email = ${email}) as ok`);
  return rows<{ ok: boolean }>(result)[0]?.ok === true;
}

function mailOf(content: Content, email: string) {
  return {
    mail: newsletterIssueEmail(content, unsubscribeUrl(email)),
    options: {
      to: email,
      // RFC 8058: a mail client's unsubscribe button POSTs here, no page to open.
      headers: {
        "List-Unsubscribe": `<${oneClickUnsubscribeUrl(email)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
  };
}

/** The e-mail of an issue as `email` gets it, or null when the issue is gone. */
export async function issueMail(issueId: string, email: string) {
  const content = await readContent(issueId);
  return content ? mailOf(content, email) : null;
}

/** Each issue's text is read once per run, not once per recipient. */
type Contents = Map<string, Promise<Content | null>>;

// Read through the caller's transaction: on PGlite, one connection, any other read would wait for it.
async function mailFor(tx: Database | Transaction, contents: Contents, issueId: string, email: string) {
  if (!contents.has(issueId)) contents.set(issueId, readContent(issueId, tx));
  return mailOf((await contents.get(issueId))!, email);
}

type Outcome = "sent" | "failed" | "bounced" | "deferred" | "skipped" | "paused";

/** The address is refused for good: bounced here, and no send mails it again. */
async function bounce(row: Claimed, message: string): Promise<Outcome> {
  await db.transaction(async (tx) => {
    await finish(tx, row.id, "bounced", message);
    await suppress(tx, row.email, "bounce", message);
  });
  return "bounced";
}

/** A temporary refusal: the address waits its back-off, or is given up after its last attempt. */
async function defer(row: Claimed, message: string): Promise<Outcome> {
  if (row.attempts >= MAX_ATTEMPTS) {
    await finish(db, row.id, "failed", message);
    return "failed";
  }
  await db
    .update(newsletterDeliveries)
    .set({
      status: "pending",
      error: message,
      nextAttemptAt: sql`now() + ${RETRY_MINUTES * 2 ** (row.attempts - 1)} * interval '1 minute'`,
      updatedAt: sql`now()`,
    })
    .where(eq(newsletterDeliveries.id, row.id));
  return "deferred";
}

/**
 * The mail server is away: the recipient goes back in line (its attempt counts only when the server
 * stopped answering during its mail), and every send waits, each paused a little longer than the last time.
 */
async function pause(row: Claimed, failure: SendFailure & { kind: "away" }): Promise<Outcome> {
  if (failure.timedOut && row.attempts >= MAX_TIMEOUTS) {
    await finish(db, row.id, "failed", failure.message);
    return "failed";
  }
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterDeliveries)
      .set({
        status: "pending",
        attempts: failure.timedOut ? row.attempts : row.attempts - 1,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterDeliveries.id, row.id));
    await tx
      .update(newsletterIssues)
      .set({
        pausedUntil: sql`now() + least(${MAX_PAUSE_SECONDS}, ${PAUSE_SECONDS} * power(2, ${newsletterIssues.pauses})) * interval '1 second'`,
        pauses: sql`${newsletterIssues.pauses} + 1`,
        pauseReason: failure.message,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterIssues.status, "sending"));
  });
  return "paused";
}

/**
 * One recipient. Into the outbox table, claim, mail and mark are one transaction: exactly once. Through
 * SMTP the claim is committed first and the row marked after the server's answer, so a crash in between
 * leaves it `sending` (later reported as interrupted) rather than mailing anyone twice.
 */
async function deliverNext(contents: Contents): Promise<Outcome | null> {
  if (!env().SMTP_URL) {
    return db.transaction(async (tx) => {
      const row = await claim(tx);
      if (!row) return null;
      if (!(await mayMail(tx, row.email))) return (void (await finish(tx, row.id, "skipped")), "skipped");
      const { mail, options } = await mailFor(tx, contents, row.issueId, row.email);
      await sendEmail(mail, { ...options, database: tx });
      await finish(tx, row.id, "sent");
      return "sent";
    });
  }
  const row = await claim(db);
  if (!row) return null;
  if (!(await mayMail(db, row.email))) return (void (await finish(db, row.id, "skipped")), "skipped");
  const { mail, options } = await mailFor(db, contents, row.issueId, row.email);
  try {
    await sendEmail(mail, options);
  } catch (error) {
    const failure = sendFailure(error);
    if (failure.kind === "refused") return bounce(row, failure.message);
    if (failure.kind === "deferred") return defer(row, failure.message);
    return pause(row, failure);
  }
  await finish(db, row.id, "sent");
  if (row.paused) {
    await db
      .update(newsletterIssues)
      .set({ pauses: 0, pausedUntil: null, pauseReason: null })
      .where(eq(newsletterIssues.id, row.issueId));
  }
  return "sent";
}

/** When the first paused send may go on, if any is paused. */
async function resumeTime(): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(newsletterIssues.pausedUntil) })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "sending"), sql`${newsletterIssues.pausedUntil} > now()`));
  return row?.at ?? null;
}

/** Issues with no recipient left to mail are sent. */
async function closeFinished(): Promise<void> {
  await db
    .update(newsletterIssues)
    .set({ status: "sent", sentAt: sql`coalesce(${newsletterIssues.sentAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterIssues.status, "sending"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(newsletterDeliveries)
            .where(
              and(
                eq(newsletterDeliveries.issueId, newsletterIssues.id),
                inArray(newsletterDeliveries.status, ["pending", "sending"]),
              ),
            ),
        ),
      ),
    );
}

export async function runSends(now = new Date()): Promise<RunResult> {
  const contents: Contents = new Map();
  const result: RunResult = {
    started: await startDueIssues(now),
    sent: 0,
    failed: 0,
    bounced: 0,
    deferred: 0,
    skipped: 0,
    resumeAt: null,
  };
  await markInterrupted();
  for (let left = await budget(); left > 0; left--) {
    const outcome = await deliverNext(contents);
    if (!outcome || outcome === "paused") break;
    result[outcome]++;
  }
  await closeFinished();
  result.resumeAt = await resumeTime();
  return result;
}
