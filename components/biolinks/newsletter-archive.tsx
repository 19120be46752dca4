import { SignupForm } from "@/components/biolinks/bio-page-view";
import { JsonLd } from "@/components/blog/json-ld";
import { PostBody } from "@/components/blog/post-body";
import { SentOn } from "@/components/newsletter/sent-on";
import { pageIssueJsonLd } from "@/lib/biolinks/newsletter/archive";
import { domainUrl } from "@/lib/biolinks/page-address";
import { publicPath } from "@/lib/biolinks/paths";
import type { PublicPage } from "@/lib/biolinks/public-queries";
import { pageName } from "@/lib/biolinks/seo";
import { themeColors } from "@/lib/biolinks/themes";
import { formatDate } from "@/lib/format";
import { issueSummary, type ArchivedIssue } from "@/lib/newsletter/archive";

// A creator's newsletter archive, in their page's colours, served at /l/{slug}/newsletter and at /newsletter
// on their domain alike: every link in it is relative (lib/biolinks/newsletter/archive.ts says why), plain
// <a> so that nothing resolves it against the site's own routes.

function Frame({
  page,
  children,
  subscribeAction,
}: {
  page: PublicPage;
  children: React.ReactNode;
  /** The page's sign-up route, relative to this address. */
  subscribeAction: string;
}) {
  const colors = themeColors(page.theme);
  const signup = page.blocks.find((block) => block.type === "signup");
  const home = page.domain ? domainUrl(page.domain) : publicPath(page.slug);
  return (
    <main
      className="min-h-screen px-5 py-10"
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      <div className="mx-auto max-w-2xl space-y-8">
        <p className="text-sm">
          <a href={home} className="underline">
            {`← ${pageName(page)}`}
          </a>
        </p>
        {children}
        {signup ? (
          <SignupForm
            block={signup}
            action={subscribeAction}
            buttonStyle={{ backgroundColor: colors.button, color: colors.buttonText }}
          />
        ) : null}
      </div>
    </main>
  );
}

export function PageArchive({ page, issues }: { page: PublicPage; issues: ArchivedIssue[] }) {
  return (
    <Frame page={page} subscribeAction="subscribe">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{`The newsletter of ${pageName(page)}`}</h1>
        <p>
          {"Every e-mail published on the web, newest first. Subscribe below, or follow the "}
          <a href="newsletter/rss.xml" className="underline">
            RSS feed
          </a>
          .
        </p>
      </header>
      {issues.length === 0 ? (
        <p>Nothing published yet.</p>
      ) : (
        <ol className="space-y-6">
          {issues.map((issue) => (
            <li key={issue.slug}>
              <article className="space-y-1">
                <h2 className="text-xl font-semibold">
                  <a href={`newsletter/${issue.slug}`} className="underline-offset-4 hover:underline">
                    {issue.subject}
                  </a>
                </h2>
                {issue.sentAt ? (
                  <p className="text-sm">
                    <time dateTime={issue.sentAt.toISOString()}>{formatDate(issue.sentAt)}</time>
                  </p>
                ) : null}
                <p>{issueSummary(issue)}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </Frame>
  );
}

export function PageIssue({ page, issue }: { page: PublicPage; issue: ArchivedIssue }) {
  return (
    <Frame page={page} subscribeAction="../subscribe">
      <JsonLd data={pageIssueJsonLd(page, issue)} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <a href="../newsletter" className="underline">
          All e-mails of the newsletter
        </a>
      </nav>
      <article className="space-y-6 rounded-2xl bg-white p-6 text-slate-900">
        <header className="space-y-1">
          <h1 className="text-3xl font-bold">{issue.subject}</h1>
          <SentOn sentAt={issue.sentAt} />
        </header>
        <PostBody html={issue.html} />
      </article>
    </Frame>
  );
}
