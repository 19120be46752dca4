import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IssueDetail } from "@/components/admin/newsletter/issue-detail";
import { requireAdmin } from "@/lib/auth/session";
import { countRecipients, getIssue, listFailedDeliveries } from "@/lib/newsletter/issue-queries";
import { issueIdSchema } from "@/lib/newsletter/issue-validation";

export const metadata: Metadata = { title: "Newsletter issue" };

export default async function IssuePage({ params }: PageProps<"/admin/newsletter/[id]">) {
  const session = await requireAdmin();
  const parsed = issueIdSchema.safeParse(await params);
  const issue = parsed.success ? await getIssue(parsed.data.id) : null;
  if (!issue) notFound();
  const failures = issue.failed + issue.bounced > 0 ? await listFailedDeliveries(issue.id) : [];
  const recipients = await countRecipients();
  return (
    <IssueDetail issue={issue} failures={failures} adminEmail={session.user.email} recipients={recipients} />
  );
}
