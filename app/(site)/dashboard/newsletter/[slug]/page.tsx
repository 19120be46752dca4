import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ScreenHeader } from "@/components/biolinks/screen-header";
import { IssueList } from "@/components/newsletter/issue-list";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { countConfirmed, ownPage } from "@/lib/biolinks/newsletter/queries";
import { newsletterPath, sequencePath, subscribersPath } from "@/lib/biolinks/paths";
import { formatCount } from "@/lib/format";
import { listIssues } from "@/lib/newsletter/issue-queries";
import { pageArchivePath } from "@/lib/biolinks/newsletter/archive";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false } };

export default async function CreatorNewsletterPage({ params }: PageProps<"/dashboard/newsletter/[slug]">) {
  const { slug } = await params;
  const { user } = await requireUser(newsletterPath(slug));
  const page = await ownPage(user.id, slug);
  if (!page) notFound();
  const [issues, confirmed] = await Promise.all([listIssues(100, page.id), countConfirmed(page.id)]);
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <ScreenHeader title={`Newsletter of /l/${slug}`} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          {`Your e-mails go to the ${formatCount(confirmed, "confirmed subscriber")} of this page. `}
          <Link href={subscribersPath(slug)} className="text-brand-700 hover:underline">
            See the list
          </Link>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link href={sequencePath(slug)} className={buttonClass("secondary")}>
            Welcome sequence
          </Link>
          <Link href={`${newsletterPath(slug)}/new`} className={buttonClass()}>
            New e-mail
          </Link>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        {"The e-mails you publish on the web are at "}
        <Link href={pageArchivePath(slug)} className="text-brand-700 hover:underline">
          {pageArchivePath(slug)}
        </Link>
        {" (and at /newsletter on your own domain)."}
      </p>
      <p className="text-sm text-slate-600">
        {`They come from "${page.displayName || page.title} via Creatorkit", and replies reach your account's address. Each one says why the reader gets it and lets them unsubscribe or report it.`}
      </p>
      <IssueList issues={issues} hrefOf={(id) => newsletterPath(slug, id)} emptyTitle="No e-mails yet" />
    </main>
  );
}
