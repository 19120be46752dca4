import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Pagination } from "@/components/blog/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import { parsePageParam } from "@/lib/blog/public-validation";
import { formatDate } from "@/lib/format";
import {
  ARCHIVE_DESCRIPTION,
  ARCHIVE_TITLE,
  archiveFeedPath,
  archiveIssuePath,
  archivePath,
  issueSummary,
  listArchive,
} from "@/lib/newsletter/archive";
import { pageMetadata } from "@/lib/page-metadata";

// Also serves /newsletter itself (a rewrite to /newsletter/page/1, lib/http/page-rewrites.ts): ISR, rendered
// on first request (the build has no database), at most a minute behind a send that ends.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageParam((await params).page) ?? 1;
  return pageMetadata({
    title: page > 1 ? `${ARCHIVE_TITLE} (page ${page})` : ARCHIVE_TITLE,
    description: ARCHIVE_DESCRIPTION,
    path: page > 1 ? `${archivePath()}/page/${page}` : archivePath(),
    feed: archiveFeedPath(),
  });
}

export default async function NewsletterArchivePage({ params }: Props) {
  const page = parsePageParam((await params).page);
  if (!page) notFound();
  const { issues, pageCount } = await listArchive(page);
  if (page > pageCount) notFound();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <header className="mb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{ARCHIVE_TITLE}</h1>
        <p className="mt-3 text-lg text-slate-600">{ARCHIVE_DESCRIPTION}</p>
        <p className="mt-2 text-sm text-slate-600">
          Subscribe at the bottom of this page, or follow the{" "}
          <Link href={archiveFeedPath()} className="text-brand-700 underline">
            RSS feed
          </Link>
          .
        </p>
      </header>
      {issues.length === 0 ? (
        <EmptyState title="No issues yet" text="The first issue will be here once it is sent." />
      ) : (
        <ol className="divide-y divide-slate-200">
          {issues.map((issue) => (
            <li key={issue.slug} className="py-6">
              <article>
                <h2 className="text-xl font-bold text-slate-900">
                  <Link href={archiveIssuePath(issue.slug)} className="hover:text-brand-700 hover:underline">
                    {issue.subject}
                  </Link>
                </h2>
                {issue.sentAt ? (
                  <p className="mt-1 text-sm text-slate-600">
                    <time dateTime={issue.sentAt.toISOString()}>{formatDate(issue.sentAt)}</time>
                  </p>
                ) : null}
                <p className="mt-2 text-slate-700">{issueSummary(issue)}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination location={{ path: archivePath() }} page={page} pageCount={pageCount} />
    </main>
  );
}
