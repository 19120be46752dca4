import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { IssueForm } from "@/components/newsletter/issue-form";
import { requireUser } from "@/lib/auth/session";
import { saveCreatorIssueAction } from "@/lib/biolinks/newsletter/actions";
import { pageArchivePath } from "@/lib/biolinks/newsletter/archive";
import { ownPage } from "@/lib/biolinks/newsletter/queries";
import { newsletterPath } from "@/lib/biolinks/paths";
import { getIssue } from "@/lib/newsletter/issue-queries";
import { issueIdSchema } from "@/lib/newsletter/issue-validation";

export const metadata: Metadata = { title: "Edit e-mail", robots: { index: false } };

export default async function EditCreatorIssuePage({
  params,
}: PageProps<"/dashboard/newsletter/[slug]/[id]/edit">) {
  const { slug, id } = await params;
  const { user } = await requireUser(newsletterPath(slug, id, true));
  const page = await ownPage(user.id, slug);
  const parsed = issueIdSchema.safeParse({ id });
  const issue = page && parsed.success ? await getIssue(parsed.data.id, page.id) : null;
  if (!issue) notFound();
  // Once a send has started, its text is what the readers got.
  if (issue.status === "sending" || issue.status === "sent") redirect(newsletterPath(slug, issue.id));
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <ScreenHeader title="Edit e-mail" />
      <IssueForm
        issue={issue}
        action={saveCreatorIssueAction}
        fields={{ slug }}
        archive={pageArchivePath(slug)}
      />
    </main>
  );
}
