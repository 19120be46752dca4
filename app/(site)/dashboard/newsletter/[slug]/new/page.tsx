import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { IssueForm } from "@/components/newsletter/issue-form";
import { requireUser } from "@/lib/auth/session";
import { saveCreatorIssueAction } from "@/lib/biolinks/newsletter/actions";
import { pageArchivePath } from "@/lib/biolinks/newsletter/archive";
import { ownPage } from "@/lib/biolinks/newsletter/queries";
import { newsletterPath } from "@/lib/biolinks/paths";

export const metadata: Metadata = { title: "New e-mail", robots: { index: false } };

export default async function NewCreatorIssuePage({ params }: PageProps<"/dashboard/newsletter/[slug]/new">) {
  const { slug } = await params;
  const { user } = await requireUser(`${newsletterPath(slug)}/new`);
  if (!(await ownPage(user.id, slug))) notFound();
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <ScreenHeader title={`New e-mail for /l/${slug}`} />
      <IssueForm action={saveCreatorIssueAction} fields={{ slug }} archive={pageArchivePath(slug)} />
    </main>
  );
}
