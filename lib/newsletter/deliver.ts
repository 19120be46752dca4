import { and, eq, inArray, lte, notExists, sql } from "drizzle-orm";
import { db, type Database, type Transaction } from "@/lib/db";
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions } from "@/lib/db/schema";
import { emailPlainText } from "@/lib/email/plain-text";
import { sendEmail } from "@/lib/email/send";
import { newsletterIssueEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "./token";

// One run of the newsletter send (the job the queue runs, send-queue.ts): start the issues whose time has
// come, then mail as many recipients as this minute's budget allows, one claim at a time. Every instance
// may run it at once: a recipient is claimed with FOR UPDATE SKIP LOCKED, and the budget counts what all
// of them sent in the last minute, so the rate holds for the site, not per process.

/** A claim older than this with no answer was cut off by a crash or restart. */
const INTERRUPTED_AFTER = "2 minutes";
export const INTERRUPTED =
  "Interrupted by a restart before the mail server answered; it may not have arrived. Retry to send it again.";

export interface RunResult {
  started: number;
  sent: number;
  failed: number;
  skipped: number;
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
        inArray(newsletterDeliveries.status, ["sending", "sent", "failed"]),
        sql`${newsletterDeliveries.updatedAt} > now() - interval '1 minute'`,
      ),
    );
  return Math.max(0, env().NEWSLETTER_SENDS_PER_MINUTE - (row?.n ?? 0));
}

/** Claims the next pending recipient of any sending issue, oldest issue first. */
async function claim(tx: Database | Transaction) {
  const next = sql`(
    select d.id from newsletter_deliveries d join newsletter_issues i on i.id = d.issue_id
    where d.status = 'pending' and i.status = 'sending'
    order by i.created_at, d.email limit 1 for update of d skip locked)`;
  const [row] = await tx
    .update(newsletterDeliveries)
    .set({ status: "sending", attempts: sql`${newsletterDeliveries.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(newsletterDeliveries.id, next))
    .returning({
      id: newsletterDeliveries.id,
      issueId: newsletterDeliveries.issueId,
      email: newsletterDeliveries.email,
    });
  return row ?? null;
}

async function finish(
  tx: Database | Transaction,
  id: string,
  status: "sent" | "failed" | "skipped",
  error?: string,
) {
  await tx
    .update(newsletterDeliveries)
    .set({ status, error: error ?? null, updatedAt: sql`now()` })
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

async function stillSubscribed(tx: Database | Transaction, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.status === "active";
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

type Outcome = "sent" | "failed" | "skipped";

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
      if (!(await stillSubscribed(tx, row.email)))
        return (void (await finish(tx, row.id, "skipped")), "skipped");
      const { mail, options } = await mailFor(tx, contents, row.issueId, row.email);
      await sendEmail(mail, { ...options, database: tx });
      await finish(tx, row.id, "sent");
      return "sent";
    });
  }
  const row = await claim(db);
  if (!row) return null;
  if (!(await stillSubscribed(db, row.email))) return (void (await finish(db, row.id, "skipped")), "skipped");
  const { mail, options } = await mailFor(db, contents, row.issueId, row.email);
  try {
    await sendEmail(mail, options);
  } catch (error) {
    await finish(
      db,
      row.id,
      "failed",
      error instanceof Error ? error.message.slice(0, 500) : "Sending failed",
    );
    return "failed";
  }
  await finish(db, row.id, "sent");
  return "sent";
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
  const result: RunResult = { started: await startDueIssues(now), sent: 0, failed: 0, skipped: 0 };
  await markInterrupted();
  for (let left = await budget(); left > 0; left--) {
    const outcome = await deliverNext(contents);
    if (!outcome) break;
    result[outcome]++;
  }
  await closeFinished();
  return result;
}
