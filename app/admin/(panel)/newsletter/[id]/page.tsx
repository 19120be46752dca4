import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IssueDetail } from "@/components/newsletter/issue-detail";
import { requireAdmin } from "@/lib/auth/session";
import { emailPlainText } from "@/lib/email/plain-text";
import { newsletterIssueBody, newsletterIssueEmail } from "@/lib/email/templates";
import {
  deleteDraftAction,
  retryFailedAction,
  scheduleAction,
  sendNowAction,
  sendTestAction,
  setPublishedAction,
  unscheduleAction,
} from "@/lib/newsletter/issue-actions";
import { countRecipients, getIssue, listFailedDeliveries } from "@/lib/newsletter/issue-queries";
import { issueIdSchema } from "@/lib/newsletter/issue-validation";
import { archiveIssuePath } from "@/lib/newsletter/archive";
import { issueEditPath } from "@/lib/newsletter/paths";

export const metadata: Metadata = { title: "Newsletter issue" };

const ACTIONS = {
  sendTest: sendTestAction,
  sendNow: sendNowAction,
  schedule: scheduleAction,
  unschedule: unscheduleAction,
  deleteDraft: deleteDraftAction,
  retryFailed: retryFailedAction,
};

export default async function IssuePage({ params }: PageProps<"/admin/newsletter/[id]">) {
  const session = await requireAdmin();
  const parsed = issueIdSchema.safeParse(await params);
  const issue = parsed.success ? await getIssue(parsed.data.id) : null;
  if (!issue) notFound();
  const failures = issue.failed + issue.bounced > 0 ? await listFailedDeliveries(issue.id) : [];
  const recipients = await countRecipients();
  const mail = newsletterIssueEmail({ ...issue, text: emailPlainText(issue.html) }, "#unsubscribe");
  return (
    <IssueDetail
      issue={issue}
      failures={failures}
      testTo={session.user.email}
      recipients={recipients}
      actions={ACTIONS}
      editHref={issueEditPath(issue.id)}
      preview={{ body: newsletterIssueBody(issue.html, "#unsubscribe"), text: mail.text }}
      archive={{ href: archiveIssuePath(issue.slug), action: setPublishedAction }}
    />
  );
}
