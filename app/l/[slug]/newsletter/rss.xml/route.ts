import { pageArchiveUrl, pageIssueUrl } from "@/lib/biolinks/newsletter/archive";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { pageName } from "@/lib/biolinks/seo";
import { buildRss, rssResponse } from "@/lib/blog/rss";
import { feedIssues } from "@/lib/newsletter/archive";

// A creator's published e-mails as RSS 2.0 (also /newsletter/rss.xml on their domain), per request as the
// site's feeds are; shared caches may keep it for a minute.
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: RouteContext<"/l/[slug]/newsletter/rss.xml">) {
  const page = await getPublicPage((await params).slug);
  if (!page) return new Response("Not found.", { status: 404 });
  const issues = await feedIssues(20, page.id);
  const name = pageName(page);
  const xml = buildRss(
    {
      title: `The newsletter of ${name}`,
      description: `Every e-mail ${name} has published on the web.`,
      link: pageArchiveUrl(page),
      feedUrl: `${pageArchiveUrl(page)}/rss.xml`,
    },
    issues.map((issue) => ({
      title: issue.subject,
      link: pageIssueUrl(page, issue.slug),
      excerpt: null,
      content: issue.html,
      author: name,
      publishedAt: issue.sentAt,
      category: null,
    })),
  );
  return rssResponse(xml);
}
