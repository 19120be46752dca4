import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { sanitizePostHtml } from "@/lib/blog/sanitize";
import { db, type Database, type Transaction } from "@/lib/db";
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSequenceMembers,
  newsletterSequences,
  type SequenceStatus,
} from "@/lib/db/schema";
import { MAX_STEPS } from "./sequence-validation";

// Writes of a list's welcome sequence, no access checks (the admin's and the creators' actions check the
// caller): every write names the list (`pageId` null: the site's own), so another list's step id changes
// nothing. A sequence's e-mails are newsletter issues with status `automated`: one editor, one mail, one
// delivery queue and one set of figures for both (docs/design/welcome-sequences.md).

const ofSequenceList = (pageId: string | null) =>
  pageId ? eq(newsletterSequences.pageId, pageId) : isNull(newsletterSequences.pageId);

/**
 * The list's sequence, made (off) the first time it is asked for, and locked for the rest of the
 * transaction: two edits at once, from two tabs or two instances, take their turns.
 */
async function lockSequence(
  tx: Transaction,
  pageId: string | null,
): Promise<{ id: string; status: SequenceStatus }> {
  await tx.insert(newsletterSequences).values({ pageId }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: newsletterSequences.id, status: newsletterSequences.status })
    .from(newsletterSequences)
    .where(ofSequenceList(pageId))
    .for("update");
  return row!;
}

/** The steps of the list's sequence, in order. */
const stepsOf = (tx: Database | Transaction, sequenceId: string) =>
  tx
    .select({ id: newsletterIssues.id, position: newsletterIssues.position })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.sequenceId, sequenceId))
    .orderBy(asc(newsletterIssues.position), asc(newsletterIssues.createdAt));

export type SaveStepResult = { ok: true; id: string } | { ok: false; reason: "full" | "gone" };

/**
 * Writes one e-mail of the list's sequence (a new one goes last). An edit reaches every reader whose
 * mail of it has not gone yet: the send reads the text when it mails.
 */
export async function saveStep(
  input: { id?: string; subject: string; html: string; delayDays: number },
  pageId: string | null,
): Promise<SaveStepResult> {
  return db.transaction(async (tx) => {
    const sequence = await lockSequence(tx, pageId);
    const values = {
      subject: input.subject,
      html: sanitizePostHtml(input.html),
      delayDays: input.delayDays,
      updatedAt: new Date(),
    };
    if (input.id) {
      const [row] = await tx
        .update(newsletterIssues)
        .set(values)
        .where(and(eq(newsletterIssues.id, input.id), eq(newsletterIssues.sequenceId, sequence.id)))
        .returning({ id: newsletterIssues.id });
      return row ? { ok: true, id: row.id } : { ok: false, reason: "gone" };
    }
    const steps = await stepsOf(tx, sequence.id);
    if (steps.length >= MAX_STEPS) return { ok: false, reason: "full" };
    const [row] = await tx
      .insert(newsletterIssues)
      .values({
        ...values,
        pageId,
        sequenceId: sequence.id,
        position: (steps.at(-1)?.position ?? 0) + 1,
        status: "automated",
        published: false,
        // Never in the web archive: an address nobody links to, unique like any issue's.
        slug: `sequence-${randomUUID()}`,
      })
      .returning({ id: newsletterIssues.id });
    return { ok: true, id: row!.id };
  });
}

/** Deletes one e-mail of the sequence; readers waiting for it go on to the next. */
export async function deleteStep(id: string, pageId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const sequence = await lockSequence(tx, pageId);
    const rows = await tx
      .delete(newsletterIssues)
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.sequenceId, sequence.id)))
      .returning({ id: newsletterIssues.id });
    return rows.length > 0;
  });
}

/** Swaps an e-mail with the one before it (`up`) or after it; false at either end or when it is gone. */
export async function moveStep(
  id: string,
  direction: "up" | "down",
  pageId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const sequence = await lockSequence(tx, pageId);
    const steps = await stepsOf(tx, sequence.id);
    const at = steps.findIndex((step) => step.id === id);
    const other = steps[direction === "up" ? at - 1 : at + 1];
    if (at < 0 || !other) return false;
    // Numbered afresh in the new order: positions stay distinct whatever came before.
    const order = steps.map((step) => step.id);
    [order[at], order[order.indexOf(other.id)]] = [other.id, id];
    for (const [index, stepId] of order.entries()) {
      await tx
        .update(newsletterIssues)
        .set({ position: index + 1 })
        .where(eq(newsletterIssues.id, stepId));
    }
    return true;
  });
}

export const TURNED_OFF = "The welcome sequence was turned off";

/**
 * On: subscribers who confirm from now on go through it. Paused: nothing is mailed, those who confirm
 * still join and wait, and a resume mails what came due meanwhile. Off: everyone leaves it and the mails
 * waiting in line are skipped. False when it has no e-mail to turn on.
 */
export async function setSequenceStatus(status: SequenceStatus, pageId: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const sequence = await lockSequence(tx, pageId);
    if (status !== "off") {
      const [steps] = await tx
        .select({ n: count() })
        .from(newsletterIssues)
        .where(eq(newsletterIssues.sequenceId, sequence.id));
      if (!steps?.n) return false;
    }
    await tx
      .update(newsletterSequences)
      .set({ status, updatedAt: new Date() })
      .where(eq(newsletterSequences.id, sequence.id));
    if (status === "off") {
      await tx
        .update(newsletterSequenceMembers)
        .set({ doneAt: sql`now()` })
        .where(
          and(
            eq(newsletterSequenceMembers.sequenceId, sequence.id),
            isNull(newsletterSequenceMembers.doneAt),
          ),
        );
      await tx
        .update(newsletterDeliveries)
        .set({ status: "skipped", error: TURNED_OFF, updatedAt: sql`now()` })
        .where(
          and(
            eq(newsletterDeliveries.status, "pending"),
            inArray(
              newsletterDeliveries.issueId,
              tx
                .select({ id: newsletterIssues.id })
                .from(newsletterIssues)
                .where(eq(newsletterIssues.sequenceId, sequence.id)),
            ),
          ),
        );
    }
    return true;
  });
}
