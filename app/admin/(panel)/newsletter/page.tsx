import type { Metadata } from "next";
import Link from "next/link";
import { FromPostForm } from "@/components/admin/newsletter/from-post-form";
import { IssueList } from "@/components/newsletter/issue-list";
import { buttonClass } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/session";
import { getSubscriberCounts } from "@/lib/newsletter/queries";
import { listIssues, listPostsForIssues } from "@/lib/newsletter/issue-queries";
import { issuePath, sequencePath } from "@/lib/newsletter/paths";

export const metadata: Metadata = { title: "Newsletter" };

export default async function NewsletterPage() {
  await requireAdmin();
  const [issues, posts, counts] = await Promise.all([
    listIssues(),
    listPostsForIssues(),
    getSubscriberCounts(),
  ]);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Newsletter</h1>
          <p className="text-slate-600">{`Issues go to the ${counts.active} active subscribers.`}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={sequencePath()} className={buttonClass("secondary")}>
            Welcome sequence
          </Link>
          <Link href="/admin/newsletter/creators" className={buttonClass("secondary")}>
            Creators&apos; sends
          </Link>
          <Link href="/admin/newsletter/new" className={buttonClass()}>
            New issue
          </Link>
        </div>
      </header>
      <FromPostForm posts={posts} />
      <IssueList issues={issues} hrefOf={issuePath} />
    </div>
  );
}
