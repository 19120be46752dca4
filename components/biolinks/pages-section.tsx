import { listOwnPages } from "@/lib/biolinks/queries";
import { env } from "@/lib/env";
import { NewPageForm } from "./new-page-form";
import { PageList } from "./page-list";

/** The dashboard's link-in-bio pages: the list with last week's numbers, and "New page" below it. */
export async function PagesSection({ userId, emailVerified }: { userId: string; emailVerified: boolean }) {
  const pages = await listOwnPages(userId);
  const limit = env().BIO_PAGES_PER_USER;
  const siteUrl = env().SITE_URL.replace(/\/$/, "");
  return (
    <section aria-labelledby="pages-heading" className="space-y-4 rounded-xl border border-slate-200 p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="pages-heading" className="text-lg font-semibold">
          Your link-in-bio pages
        </h2>
        <p className="text-sm text-slate-600">
          {pages.length} of {limit} pages
        </p>
      </div>
      <PageList pages={pages} emailVerified={emailVerified} siteUrl={siteUrl} />
      {pages.length < limit ? (
        <div className="border-t border-slate-200 pt-4">
          <NewPageForm siteUrl={siteUrl} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          You have reached the limit of {limit} pages. Delete one to make room.
        </p>
      )}
    </section>
  );
}
