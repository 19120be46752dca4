import { buildRss, rssResponse } from "@/lib/blog/rss";
import {
  ARCHIVE_DESCRIPTION,
  ARCHIVE_TITLE,
  archiveFeedPath,
  archiveIssuePath,
  archivePath,
  feedIssues,
} from "@/lib/newsletter/archive";
import { absoluteUrl } from "@/lib/site-url";

// Rendered per request, as the blog's feed is (a cached handler would be prerendered at build, when there
// is no database); shared caches may keep it for a minute.
export const dynamic = "force-dynamic";

export async function GET() {
  const issues = await feedIssues();
  const xml = buildRss(
    {
      title: ARCHIVE_TITLE,
      description: ARCHIVE_DESCRIPTION,
      link: absoluteUrl(archivePath()),
      feedUrl: absoluteUrl(archiveFeedPath()),
    },
    issues.map((issue) => ({
      title: issue.subject,
      link: absoluteUrl(archiveIssuePath(issue.slug)),
      excerpt: null,
      content: issue.html,
      author: "Creatorkit",
      publishedAt: issue.sentAt,
      category: null,
    })),
  );
  return rssResponse(xml);
}
