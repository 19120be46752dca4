import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSequenceMembers,
  newsletterSequences,
  type SequenceStatus,
} from "@/lib/db/schema";

const count = (status: string) =>
  sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} = ${status}))::int`;

const stepColumns = {
  id: newsletterIssues.id,
  subject: newsletterIssues.subject,
  html: newsletterIssues.html,
  position: newsletterIssues.position,
  delayDays: newsletterIssues.delayDays,
  sent: count("sent"),
  bounced: count("bounced"),
  failed: count("failed"),
  waiting: sql<number>`(count(${newsletterDeliveries.id}) filter (where ${newsletterDeliveries.status} in ('pending', 'sending')))::int`,
  unsubscribed: sql<number>`(count(${newsletterDeliveries.unsubscribedAt}))::int`,
  complaints: sql<number>`(count(${newsletterDeliveries.reportedAt}))::int`,
};

const ofSequenceList = (pageId: string | null) =>
  pageId ? eq(newsletterSequences.pageId, pageId) : isNull(newsletterSequences.pageId);

export type SequenceStep = Awaited<ReturnType<typeof getSequence>>["steps"][number];

/**
 * A list's welcome sequence (`off` with no e-mail when it was never set up): its e-mails in order with
 * each one's figures, and how many readers are going through it.
 */
export async function getSequence(pageId: string | null) {
  const [sequence] = await db
    .select({ id: newsletterSequences.id, status: newsletterSequences.status })
    .from(newsletterSequences)
    .where(ofSequenceList(pageId));
  if (!sequence) return { status: "off" as SequenceStatus, steps: [], members: 0 };
  const [steps, [members]] = await Promise.all([
    db
      .select(stepColumns)
      .from(newsletterIssues)
      .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.issueId, newsletterIssues.id))
      .where(eq(newsletterIssues.sequenceId, sequence.id))
      .groupBy(newsletterIssues.id)
      .orderBy(asc(newsletterIssues.position), asc(newsletterIssues.createdAt)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSequenceMembers)
      .where(
        and(eq(newsletterSequenceMembers.sequenceId, sequence.id), isNull(newsletterSequenceMembers.doneAt)),
      ),
  ]);
  return { status: sequence.status, steps, members: members?.n ?? 0 };
}

/** One e-mail of the list's sequence, or null when it is not one of that list's. */
export async function getStep(id: string, pageId: string | null) {
  const [row] = await db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      html: newsletterIssues.html,
      delayDays: newsletterIssues.delayDays,
      position: newsletterIssues.position,
    })
    .from(newsletterIssues)
    .innerJoin(newsletterSequences, eq(newsletterSequences.id, newsletterIssues.sequenceId))
    .where(and(eq(newsletterIssues.id, id), ofSequenceList(pageId)));
  return row ?? null;
}
