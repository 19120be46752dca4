import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { IssueForm } from "@/components/newsletter/issue-form";
import { requireAdmin } from "@/lib/auth/session";
import { archivePath } from "@/lib/newsletter/archive";
import { saveIssueAction } from "@/lib/newsletter/issue-actions";
import { issuePath } from "@/lib/newsletter/paths";
import { getIssue } from "@/lib/newsletter/issue-queries";
import { issueIdSchema } from "@/lib/newsletter/issue-validation";

export const metadata: Metadata = { title: "Edit issue" };

export default async function EditIssuePage({ params }: PageProps<"/admin/newsletter/[id]/edit">) {
  await requireAdmin();
  const parsed = issueIdSchema.safeParse(await params);
  const issue = parsed.success ? await getIssue(parsed.data.id) : null;
  if (!issue) notFound();
  // Once a send has started, its text is what the readers got.
  if (issue.status === "sending" || issue.status === "sent") redirect(issuePath(issue.id));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Edit issue</h1>
      <IssueForm issue={issue} action={saveIssueAction} archive={archivePath()} />
    </div>
  );
}
