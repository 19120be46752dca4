import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  bioPages,
  bioSubscribers,
  contactMessages,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
} from "@/lib/db/schema";
import { pauseSenderIfOverTheLine } from "@/lib/biolinks/newsletter/reputation";
import { suppress } from "@/lib/email/suppression";

// A reader reports an issue they got as abuse (the Report abuse link of a creator's mail): a complaint in
// the issue's figures, the address off that list and on the site-wide suppression list, and a message in
// the admin's Inbox naming the page and the issue. One report per mail received: a second changes nothing.
// A report that takes a creator's complaint rate over the line pauses their sending (reputation.ts).

/** False when `email` never got issue `issueId`. */
export async function reportIssue(issueId: string, email: string): Promise<boolean> {
  const reported = await db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ reportedAt: newsletterDeliveries.reportedAt })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.issueId, issueId),
          eq(newsletterDeliveries.email, email),
          eq(newsletterDeliveries.status, "sent"),
        ),
      );
    if (!delivery) return false;
    if (delivery.reportedAt) return "again";
    await tx
      .update(newsletterDeliveries)
      .set({ reportedAt: sql`now()` })
      .where(
        and(
          eq(newsletterDeliveries.issueId, issueId),
          eq(newsletterDeliveries.email, email),
          isNull(newsletterDeliveries.reportedAt),
        ),
      );
    const [issue] = await tx
      .select({ subject: newsletterIssues.subject, pageId: newsletterIssues.pageId, slug: bioPages.slug })
      .from(newsletterIssues)
      .leftJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
      .where(eq(newsletterIssues.id, issueId));
    if (issue?.pageId) {
      await tx
        .update(bioSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, tokenHash: null })
        .where(and(eq(bioSubscribers.pageId, issue.pageId), eq(bioSubscribers.email, email)));
    } else {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: "unsubscribed", updatedAt: sql`now()` })
        .where(eq(newsletterSubscriptions.email, email));
    }
    await suppress(tx, email, "complaint");
    const from = issue?.slug ? `the page /l/${issue.slug}` : "the site's newsletter";
    await tx.insert(contactMessages).values({
      name: "Abuse report",
      email,
      subject: `Abuse report: "${issue?.subject ?? "an e-mail"}" from ${from}`.slice(0, 200),
      message: `${email} reported the e-mail "${issue?.subject ?? ""}" from ${from} as abuse. They are unsubscribed from that list and on the suppression list; the send's figures count the complaint. Issue ${issueId}.`,
    });
    return "new";
  });
  if (reported === "new") await pauseSenderIfOverTheLine(issueId);
  return reported !== false;
}
