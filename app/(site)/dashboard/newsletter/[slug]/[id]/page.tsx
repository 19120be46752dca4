import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CREATOR_ISSUE_ACTIONS } from "@/components/biolinks/newsletter-actions";
import { Link } from "@/components/ui/link";
import { IssueDetail } from "@/components/newsletter/issue-detail";
import { requireUser } from "@/lib/auth/session";
import { isSuspended } from "@/lib/biolinks/newsletter/oversight";
import { setCreatorPublishedAction } from "@/lib/biolinks/newsletter/actions";
import { pageArchiveIssuePath } from "@/lib/biolinks/newsletter/archive";
import { countConfirmed, ownPage } from "@/lib/biolinks/newsletter/queries";
import { Alert } from "@/components/ui/alert";
import { newsletterPath, publicPath } from "@/lib/biolinks/paths";
import { emailPlainText } from "@/lib/email/plain-text";
import { creatorIssueBody, creatorIssueEmail, type CreatorFooter } from "@/lib/email/templates";
import { getIssue, listFailedDeliveries } from "@/lib/newsletter/issue-queries";
import { issueIdSchema } from "@/lib/newsletter/issue-validation";
import { absoluteUrl } from "@/lib/site-url";

export const metadata: Metadata = { title: "E-mail", robots: { index: false } };

export default async function CreatorIssuePage({ params }: PageProps<"/dashboard/newsletter/[slug]/[id]">) {
  const { slug, id } = await params;
  const { user } = await requireUser(newsletterPath(slug, id));
  const page = await ownPage(user.id, slug);
  const parsed = issueIdSchema.safeParse({ id });
  const issue = page && parsed.success ? await getIssue(parsed.data.id, page.id) : null;
  if (!page || !issue) notFound();
  const [failures, recipients, suspended] = await Promise.all([
    issue.failed + issue.bounced > 0 ? listFailedDeliveries(issue.id) : [],
    countConfirmed(page.id),
    isSuspended(user.id),
  ]);
  const footer: CreatorFooter = {
    pageName: page.displayName || page.title,
    pageUrl: absoluteUrl(publicPath(slug)),
    unsubscribeUrl: "#unsubscribe",
    reportUrl: "#report",
  };
  const mail = creatorIssueEmail({ ...issue, text: emailPlainText(issue.html) }, footer);
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <Link href={newsletterPath(slug)} className="text-sm text-brand-700 hover:underline">
        {`← Newsletter of /l/${slug}`}
      </Link>
      {suspended ? (
        <Alert tone="error">
          Sending is suspended for your account: your sends wait, and no new one starts. Write to us through
          the contact page.
        </Alert>
      ) : null}
      <IssueDetail
        issue={issue}
        failures={failures}
        testTo={user.email}
        recipients={recipients}
        actions={CREATOR_ISSUE_ACTIONS}
        fields={{ slug }}
        editHref={newsletterPath(slug, issue.id, true)}
        preview={{ body: creatorIssueBody(issue.html, footer), text: mail.text }}
        archive={{ href: pageArchiveIssuePath(slug, issue.slug), action: setCreatorPublishedAction }}
      />
    </main>
  );
}
