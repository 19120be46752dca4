import { and, eq, inArray, lte, min, notExists, sql } from "drizzle-orm";
import { connection, db, type Database, type Transaction } from "@/lib/db";
import { bioSubscribers, newsletterDeliveries, newsletterIssues } from "@/lib/db/schema";
import { sendEmail, sendFailure, stableMessageId, type SendFailure } from "@/lib/email/send";
import { suppress } from "@/lib/email/suppression";
import { rows } from "@/lib/db/migrate";
import { env } from "@/lib/env";
import { pauseSenderIfOverTheLine } from "@/lib/biolinks/newsletter/reputation";
import { mailOf, readContent, type Content } from "./issue-mail";
import { mailDuePosts } from "./post-mail";
import { closeSequenceMembers, queueSequenceMails } from "./sequence-members";

// One run of the newsletter send (the job the queue runs, send-queue.ts), for the site's issues and the
// creators' alike: start the issues whose time has come, then mail as many recipients as this minute's
// budget allows, a batch at a time. Each batch comes from the sending issue that was served longest ago,
// so a creator's 50,000-address send delays the site's issue, or another creator's, by one batch at most.
// A send of an account an admin suspended, or one an admin paused, waits from its next batch on. Every instance may run it at
// once: recipients are claimed with FOR UPDATE SKIP LOCKED, and the budget counts what all of them sent
// in the last minute, so the rate holds for the site, not per process.
//
// What the mail server answers decides what happens next (sendFailure, lib/email/send.ts): an address it
// refuses for good is bounced and suppressed site-wide; one it defers is tried again later, with back-off,
// then given up; a server that is away pauses every send until a back-off time, and the queue wakes up
// then (send-queue.ts), so an outage delays a send and never fails it. An issue is sent when every
// recipient was delivered, refused for good, skipped or given up. The welcome sequences' e-mails are
// issues too (status `automated`), whose deliveries sequence-members.ts adds one reader at a time as they
// come due, and which are never done.

/** Recipients taken from one issue before the next issue's turn. */
export const BATCH = 20;
/** Mails of a batch in flight at once (the SMTP transport pools as many connections). */
export const IN_FLIGHT = 8;

/**
 * A claim older than this with no answer was cut off by a crash: no live mail takes longer (the transport
 * gives up after 15 s to connect, 15 s for a greeting and 30 s of silence, lib/email/send.ts).
 */
const CLAIM_LEASE = "2 minutes";
/** On an embedded database this process is the only one: a claim older than its start is a dead one's. */
const STARTED_AT = new Date();
/** A recipient whose mail was cut off by a crash this many times is given up (its mail may be the cause). */
export const MAX_INTERRUPTIONS = 5;
export const INTERRUPTED =
  "Interrupted by a restart before the mail server answered, too many times; it may not have arrived.";

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

/**
 * Issues whose scheduled time has come get their recipients as the list is at that moment: the site's
 * active subscribers, or the confirmed subscribers of a creator's page.
 */
async function startDueIssues(now: Date): Promise<number> {
  const due = await db
    .select({ id: newsletterIssues.id, pageId: newsletterIssues.pageId })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.scheduledAt, now)));
  let started = 0;
  for (const { id, pageId } of due) {
    const began = await db.transaction(async (tx) => {
      // Only the run that flips the status writes the recipients.
      const flipped = await tx
        .update(newsletterIssues)
        .set({ status: "sending", updatedAt: now })
        .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "scheduled")))
        .returning({ id: newsletterIssues.id });
      if (flipped.length === 0) return false;
      await tx.execute(
        pageId
          ? sql`insert into newsletter_deliveries (issue_id, email)
              select ${id}, email from bio_subscribers where page_id = ${pageId} and status = 'confirmed'
              on conflict do nothing`
          : sql`insert into newsletter_deliveries (issue_id, email)
              select ${id}, email from newsletter_subscriptions where status = 'active'
              on conflict do nothing`,
      );
      return true;
    });
    if (began) started++;
  }
  return started;
}

/**
 * Claims whose process died before the mail server answered go back in line. Nobody can know whether the
 * server took such a mail before the crash (SMTP has no way to ask), so it is sent again, with the same
 * Message-ID, which a mailbox shows once: sent twice rather than never, and only for the mails in flight
 * at the crash (docs/design/mail-server-answers.md).
 */
async function recoverClaims(): Promise<void> {
  const dead = connection().pglite
    ? sql`${newsletterDeliveries.updatedAt} < ${STARTED_AT}`
    : sql`${newsletterDeliveries.updatedAt} < now() - ${CLAIM_LEASE}::interval`;
  const claimed = and(eq(newsletterDeliveries.status, "sending"), dead);
  await db
    .update(newsletterDeliveries)
    .set({ status: "failed", error: INTERRUPTED, updatedAt: sql`now()` })
    .where(and(claimed, sql`${newsletterDeliveries.attempts} >= ${MAX_INTERRUPTIONS}`));
  await db
    .update(newsletterDeliveries)
    .set({ status: "pending", updatedAt: sql`now()` })
    .where(claimed);
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

interface Claimed {
  id: string;
  issueId: string;
  email: string;
  attempts: number;
  /** Its issue had paused: a mail that goes through ends the pause. */
  paused: boolean;
}

/**
 * Claims up to `size` recipients due, of the sending issue (not paused) that was served longest ago, and
 * marks the issue served. One statement: the issue row is locked only while it runs.
 */
async function claimBatch(tx: Database | Transaction, size: number): Promise<Claimed[]> {
  const due = sql`d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= now())`;
  const result = await tx.execute(sql`
    with next_issue as (
      select i.id from newsletter_issues i
      where (i.status = 'sending' or (i.status = 'automated' and exists (select 1 from newsletter_sequences q
          where q.id = i.sequence_id and q.status = 'on')))
        and (i.paused_until is null or i.paused_until <= now()) and i.held_at is null
        and exists (select 1 from newsletter_deliveries d where d.issue_id = i.id and ${due})
        and not exists (select 1 from bio_pages p join newsletter_sender_suspensions s on s.user_id = p.user_id
          where p.id = i.page_id)
      order by i.served_at nulls first, i.created_at
      limit 1 for update of i skip locked
    ), served as (
      update newsletter_issues set served_at = clock_timestamp()
      where id in (select id from next_issue) returning pauses
    ), batch as (
      select d.id from newsletter_deliveries d
      where d.issue_id in (select id from next_issue) and ${due}
      limit ${size} for update of d skip locked
    )
    update newsletter_deliveries d
    set status = 'sending', attempts = d.attempts + 1, updated_at = now()
    from served where d.id in (select id from batch)
    returning d.id, d.issue_id as "issueId", d.email, d.attempts, served.pauses > 0 as paused`);
  return rows<Claimed>(result).sort((a, b) => (a.email < b.email ? -1 : 1));
}

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

/** Of a batch's addresses, those still on the list the issue goes to and not suppressed since it began. */
async function mailable(
  tx: Database | Transaction,
  content: Content,
  batch: Claimed[],
): Promise<Set<string>> {
  const emails = sql.join(
    batch.map((row) => sql`${row.email}`),
    sql`, `,
  );
  const onList = content.page
    ? sql`select email from bio_subscribers
        where page_id = ${content.page.id} and status = 'confirmed' and email in (${emails})`
    : sql`select email from newsletter_subscriptions where status = 'active' and email in (${emails})`;
  const result = await tx.execute(
    sql`select l.email from (${onList}) l where not exists (select 1 from email_suppressions x where x.email = l.email)`,
  );
  return new Set(rows<{ email: string }>(result).map((row) => row.email));
}

/** Each issue's text is read once per run, not once per recipient. */
type Contents = Map<string, Promise<Content | null>>;

// Read through the caller's transaction: on PGlite, one connection, any other read would wait for it.
function contentOf(tx: Database | Transaction, contents: Contents, issueId: string) {
  if (!contents.has(issueId)) contents.set(issueId, readContent(issueId, tx));
  return contents.get(issueId)!;
}

type Outcome = "sent" | "failed" | "bounced" | "deferred" | "skipped" | "paused";

/**
 * The address is refused for good: bounced here and on the creator's list the mail went to (the site's
 * own list has no such state), and no send mails it again.
 */
async function bounce(row: Claimed, message: string): Promise<Outcome> {
  await db.transaction(async (tx) => {
    await finish(tx, row.id, "bounced", message);
    await suppress(tx, row.email, "bounce", message);
    await tx
      .update(bioSubscribers)
      .set({ status: "bounced", tokenHash: null })
      .where(
        and(
          eq(bioSubscribers.email, row.email),
          eq(
            bioSubscribers.pageId,
            sql`(select ${newsletterIssues.pageId} from ${newsletterIssues} where ${newsletterIssues.id} = ${row.issueId})`,
          ),
        ),
      );
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
 * stopped answering during its mail), and, unless a mail of the same batch already did it (`pauseSends`
 * false), every send waits, each paused a little longer than the last time.
 */
async function pause(
  row: Claimed,
  failure: SendFailure & { kind: "away" },
  pauseSends: boolean,
): Promise<Outcome> {
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
    if (!pauseSends) return;
    await tx
      .update(newsletterIssues)
      .set({
        pausedUntil: sql`now() + least(${MAX_PAUSE_SECONDS}, ${PAUSE_SECONDS} * power(2, ${newsletterIssues.pauses})) * interval '1 second'`,
        pauses: sql`${newsletterIssues.pauses} + 1`,
        pauseReason: failure.message,
        updatedAt: sql`now()`,
      })
      .where(inArray(newsletterIssues.status, ["sending", "automated"]));
  });
  return "paused";
}

/**
 * The batch's recipients who may be mailed; the others (off the list, suppressed, or their issue gone)
 * are marked skipped, in one statement.
 */
async function sorted(tx: Database | Transaction, contents: Contents, batch: Claimed[]) {
  const content = await contentOf(tx, contents, batch[0]!.issueId);
  const allowed = content ? await mailable(tx, content, batch) : new Set<string>();
  const skipped = batch.filter((row) => !allowed.has(row.email));
  if (skipped.length > 0) {
    await tx
      .update(newsletterDeliveries)
      .set({ status: "skipped", error: null, nextAttemptAt: null, updatedAt: sql`now()` })
      .where(
        inArray(
          newsletterDeliveries.id,
          skipped.map((row) => row.id),
        ),
      );
  }
  return { content, mail: batch.filter((row) => allowed.has(row.email)), skipped: skipped.length };
}

const messageId = (row: Claimed) => stableMessageId(`newsletter-${row.id}`);

/**
 * One batch, of one issue. Into the outbox table, claim, mail and mark are one transaction: exactly
 * once. Through SMTP the claim is committed first and each row marked after the server's answer; a crash
 * in between leaves it `sending`, sent again later (recoverClaims). Null: nothing due.
 */
async function deliverBatch(contents: Contents, size: number): Promise<Outcome[] | null> {
  if (!env().SMTP_URL) {
    return db.transaction(async (tx) => {
      const batch = await claimBatch(tx, size);
      if (batch.length === 0) return null;
      const { content, mail, skipped } = await sorted(tx, contents, batch);
      const outcomes: Outcome[] = Array.from({ length: skipped }, () => "skipped");
      for (const row of content ? mail : []) {
        const { mail: email, options } = mailOf(row.issueId, content!, row.email);
        await sendEmail(email, { ...options, database: tx, messageId: messageId(row) });
        await finish(tx, row.id, "sent");
        outcomes.push("sent");
      }
      return outcomes;
    });
  }
  const batch = await claimBatch(db, size);
  if (batch.length === 0) return null;
  const { content, mail, skipped } = await sorted(db, contents, batch);
  // A few mails in flight at once over the transport's pooled connections: the mail server's answer, not
  // our statements, is most of a mail's time. The first that finds the server away pauses every send;
  // the others in flight go back in line, and the rest of the batch is not tried.
  const outcomes: Outcome[] = Array.from({ length: skipped }, () => "skipped");
  if (!content) return outcomes;
  const state = { next: 0, paused: false };
  const marks = new SentMarks();
  const worker = async () => {
    while (!state.paused && state.next < mail.length) {
      outcomes.push(await deliverOne(content, mail[state.next++]!, state, marks));
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, mail.length) }, worker));
  await release(mail.slice(state.next));
  // A creator whose bounces pass the line stops here: their sending is suspended from the next batch on.
  if (content.page && outcomes.includes("bounced")) await pauseSenderIfOverTheLine(batch[0]!.issueId);
  return outcomes;
}

async function deliverOne(
  content: Content,
  row: Claimed,
  state: { paused: boolean },
  marks: SentMarks,
): Promise<Outcome> {
  const { mail, options } = mailOf(row.issueId, content, row.email);
  try {
    // The deliveries are the record of every mail: no outbox row besides.
    await sendEmail(mail, { ...options, messageId: messageId(row), record: false });
  } catch (error) {
    const failure = sendFailure(error);
    if (failure.kind === "refused") return bounce(row, failure.message);
    if (failure.kind === "deferred") return defer(row, failure.message);
    const first = !state.paused;
    state.paused = true;
    return pause(row, failure, first);
  }
  await marks.sent(row.id);
  if (row.paused) {
    await db
      .update(newsletterIssues)
      .set({ pauses: 0, pausedUntil: null, pauseReason: null })
      .where(eq(newsletterIssues.id, row.issueId));
  }
  return "sent";
}

/**
 * Marks mails sent as the server's answers come, one statement for all that came while the last was
 * being written (a group commit): each mail is marked as soon as the database is free, as one by one,
 * in fewer statements. A mail's worker goes on once its own mark is written.
 */
class SentMarks {
  private waiting: { id: string; done: () => void; fail: (error: unknown) => void }[] = [];
  private writing = false;

  sent(id: string): Promise<void> {
    return new Promise((done, fail) => {
      this.waiting.push({ id, done, fail });
      if (!this.writing) void this.write();
    });
  }

  private async write() {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting;
      this.waiting = [];
      try {
        await db
          .update(newsletterDeliveries)
          .set({ status: "sent", error: null, nextAttemptAt: null, updatedAt: sql`now()` })
          .where(
            inArray(
              newsletterDeliveries.id,
              group.map((mark) => mark.id),
            ),
          );
        for (const mark of group) mark.done();
      } catch (error) {
        for (const mark of group) mark.fail(error);
      }
    }
    this.writing = false;
  }
}

/** Claimed recipients not tried (the send paused before their turn) go back in line, their try uncounted. */
async function release(rest: Claimed[]): Promise<void> {
  if (rest.length === 0) return;
  await db
    .update(newsletterDeliveries)
    .set({ status: "pending", attempts: sql`${newsletterDeliveries.attempts} - 1`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          newsletterDeliveries.id,
          rest.map((r) => r.id),
        ),
        eq(newsletterDeliveries.status, "sending"),
      ),
    );
}

/** When the first paused send may go on, if any is paused. */
async function resumeTime(): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(newsletterIssues.pausedUntil) })
    .from(newsletterIssues)
    .where(
      and(
        inArray(newsletterIssues.status, ["sending", "automated"]),
        sql`${newsletterIssues.pausedUntil} > now()`,
      ),
    );
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
  // A post published since the last run becomes an issue due now, started just below.
  await mailDuePosts(now);
  const result: RunResult = {
    started: await startDueIssues(now),
    sent: 0,
    failed: 0,
    bounced: 0,
    deferred: 0,
    skipped: 0,
    resumeAt: null,
  };
  await recoverClaims();
  await queueSequenceMails(now);
  for (let left = await budget(); left > 0;) {
    const outcomes = await deliverBatch(contents, Math.min(BATCH, left));
    // With nothing left in line, the sequences' next e-mails may have come due (one with no delay goes
    // right after the one before it): the run goes on with them.
    if (!outcomes && (await queueSequenceMails(now)) > 0) continue;
    if (!outcomes) break;
    for (const outcome of outcomes) if (outcome !== "paused") result[outcome]++;
    if (outcomes.includes("paused")) break;
    left -= outcomes.length;
  }
  await closeFinished();
  await closeSequenceMembers();
  result.resumeAt = await resumeTime();
  return result;
}
