import type { Metadata } from "next";
import { IssueForm } from "@/components/newsletter/issue-form";
import { requireAdmin } from "@/lib/auth/session";
import { archivePath } from "@/lib/newsletter/archive";
import { saveIssueAction } from "@/lib/newsletter/issue-actions";

export const metadata: Metadata = { title: "New issue" };

export default async function NewIssuePage() {
  await requireAdmin();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">New issue</h1>
      <IssueForm action={saveIssueAction} archive={archivePath()} />
    </div>
  );
}
