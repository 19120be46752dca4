import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { bioPages, bioSubscribers, newsletterSenderSuspensions } from "@/lib/db/schema";
import { takeRecipientSlot } from "@/lib/email/recipient-limit";
import { sendEmail, sendFailure } from "@/lib/email/send";
import { suppress } from "@/lib/email/suppression";
import { bioSignupConfirmEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { sendQueue } from "@/lib/newsletter/send-queue";
import { processSingleton } from "@/lib/process-registry";
import { absoluteUrl } from "@/lib/site-url";
import { confirmPagePath } from "../paths";
import { CONFIRM_DAYS, hashToken } from "../confirm-token";

// The confirmation mails of an import (re-permission), sent by a job on the newsletter's queue
// (send-queue.ts), never inside the creator's request. The work is in the rows: an imported address that
// is pending without a token has not been mailed yet. Claiming one is giving it a token (one conditional
// update), so two runs at once never mail it twice. The mail is the sign-up block's, with the same link,
// so confirming works as for a visitor's sign-up, and it takes the same per-recipient slot (one
// unconfirmed mail a day from this page, a few from the site). A run every minute is the retry: a mail
// server that is away gives the link back and stops the run (one connection tried a minute while it is
// away), a 4xx for the address leaves it to a later run, a 5xx suppresses it site-wide. An address not
// mailed within CONFIRM_DAYS lapses as any unconfirmed one.

export const IMPORT_CONFIRM_QUEUE = "subscriber-import-confirmations";

const PAGE = 100;

interface Due {
  id: string;
  email: string;
  pageId: string;
  slug: string;
  title: string;
  displayName: string | null;
}

/** Imported addresses still to be mailed, after `after` by id; accounts an admin suspended wait. */
function dueRows(after: string | null): Promise<Due[]> {
  return db
    .select({
      id: bioSubscribers.id,
      email: bioSubscribers.email,
      pageId: bioPages.id,
      slug: bioPages.slug,
      title: bioPages.title,
      displayName: bioPages.displayName,
    })
    .from(bioSubscribers)
    .innerJoin(bioPages, eq(bioPages.id, bioSubscribers.pageId))
    .where(
      and(
        isNotNull(bioSubscribers.importedAt),
        eq(bioSubscribers.status, "pending"),
        isNull(bioSubscribers.tokenHash),
        sql`${bioSubscribers.createdAt} > now() - make_interval(days => ${CONFIRM_DAYS})`,
        after ? gt(bioSubscribers.id, after) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(newsletterSenderSuspensions)
            .where(eq(newsletterSenderSuspensions.userId, bioPages.userId)),
        ),
      ),
    )
    .orderBy(asc(bioSubscribers.id))
    .limit(PAGE);
}

type Outcome = "sent" | "bounced" | "deferred" | "away" | "waiting" | "taken";

async function confirmOne(row: Due): Promise<Outcome> {
  const slot = await takeRecipientSlot(row.email, `bio:${row.pageId}`);
  if (!slot) return "waiting";
  const token = randomBytes(24).toString("base64url");
  const claimed = await db
    .update(bioSubscribers)
    // The link works CONFIRM_DAYS from this mail, not from the import.
    .set({ tokenHash: hashToken(token), createdAt: sql`now()` })
    .where(
      and(
        eq(bioSubscribers.id, row.id),
        eq(bioSubscribers.status, "pending"),
        isNull(bioSubscribers.tokenHash),
      ),
    )
    .returning({ id: bioSubscribers.id });
  if (claimed.length === 0) {
    await slot.release();
    return "taken";
  }
  const name = row.displayName || row.title;
  try {
    await sendEmail(
      bioSignupConfirmEmail({ slug: row.slug, name }, absoluteUrl(confirmPagePath(row.slug, token))),
      {
        to: row.email,
      },
    );
    return "sent";
  } catch (error) {
    const failure = sendFailure(error);
    // Its link was never delivered: the row keeps it and lapses unconfirmed.
    if (failure.kind === "refused") {
      await suppress(db, row.email, "bounce", failure.message);
      return "bounced";
    }
    await db
      .update(bioSubscribers)
      .set({ tokenHash: null })
      .where(and(eq(bioSubscribers.id, row.id), eq(bioSubscribers.tokenHash, hashToken(token))));
    await slot.release();
    return failure.kind;
  }
}

export interface ConfirmationRun {
  sent: number;
  /** Not mailed this run: a temporary refusal, or the address had its unconfirmed mails for today. */
  waiting: number;
  /** The mail server was away: the run stopped, the next minute's goes on. */
  paused: boolean;
}

/** Mails the imported addresses due, as many as NEWSLETTER_SENDS_PER_MINUTE allows; the rest next minute. */
export async function sendImportConfirmations(): Promise<ConfirmationRun> {
  const run: ConfirmationRun = { sent: 0, waiting: 0, paused: false };
  let budget = env().NEWSLETTER_SENDS_PER_MINUTE;
  let after: string | null = null;
  for (let rows = await dueRows(after); rows.length > 0; rows = await dueRows(after)) {
    for (const row of rows) {
      if (budget === 0) return run;
      after = row.id;
      const outcome = await confirmOne(row);
      if (outcome === "away") return { ...run, paused: true };
      if (outcome === "sent") run.sent++;
      if (outcome === "deferred" || outcome === "waiting") run.waiting++;
      if (outcome === "sent" || outcome === "bounced" || outcome === "deferred") budget--;
    }
  }
  return run;
}

// One per process, as the queue itself (send-queue.ts): `npm start`'s server and Next's bundle load this
// module apart, and dev reloads it, yet one queue instance needs its worker once.
declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    importWorkers: WeakSet<PgBoss>;
  }
}

const working = processSingleton("importWorkers", () => new WeakSet<PgBoss>());

/** This process works the import confirmations on `boss`, once per queue instance. */
export async function workImportConfirmations(boss: PgBoss): Promise<void> {
  if (working.has(boss)) return;
  working.add(boss);
  try {
    await boss.createQueue(IMPORT_CONFIRM_QUEUE);
    // pg-boss makes one job a minute for all instances: the rest of a long import, and whatever an
    // outage, a deferral or a restart left behind, go out with it.
    await boss.schedule(IMPORT_CONFIRM_QUEUE, "* * * * *");
    await boss.work(IMPORT_CONFIRM_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
      const run = await sendImportConfirmations();
      if (run.sent > 0) console.info(`[subscriber import] sent ${run.sent} confirmation e-mails`);
      if (run.paused) console.warn("[subscriber import] paused: the mail server is not answering");
    });
  } catch (error) {
    working.delete(boss);
    throw error;
  }
}

/** Asks for a run now, after an import added addresses to mail. */
export async function requestImportConfirmations(): Promise<void> {
  const boss = await sendQueue();
  await workImportConfirmations(boss);
  await boss.send(IMPORT_CONFIRM_QUEUE, {});
}
