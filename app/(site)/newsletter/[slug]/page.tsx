import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/blog/json-ld";
import { PostBody } from "@/components/blog/post-body";
import { SentOn } from "@/components/newsletter/sent-on";
import { Link } from "@/components/ui/link";
import { archivePath, getArchivedIssue, issueJsonLd, issueMetadata } from "@/lib/newsletter/archive";

// One sent issue as a page: cached like a blog post, rendered on first request.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const issue = await getArchivedIssue((await params).slug);
  return issue ? issueMetadata(issue) : {};
}

export default async function NewsletterIssuePage({ params }: Props) {
  const issue = await getArchivedIssue((await params).slug);
  if (!issue) notFound();
  return (
    <main className="pb-16">
      <JsonLd data={issueJsonLd(issue)} />
      <article className="mx-auto max-w-3xl px-4 pt-10">
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
          <Link href={archivePath()} className="hover:text-brand-700 hover:underline">
            ← All issues of the newsletter
          </Link>
        </nav>
        <header className="mb-8 space-y-2">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{issue.subject}</h1>
          <SentOn sentAt={issue.sentAt} />
        </header>
        <PostBody html={issue.html} />
        <p className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          This issue went to the newsletter&apos;s subscribers. Get the next one in your inbox: the sign-up
          form is at the bottom of this page.
        </p>
      </article>
    </main>
  );
}
