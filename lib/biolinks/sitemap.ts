import "server-only";
import { and, asc, desc, eq, isNotNull, notExists } from "drizzle-orm";
import { db } from "@/lib/db";
import { bioDomains, bioPages, newsletterIssues, user } from "@/lib/db/schema";
import type { SitemapEntry } from "@/lib/sitemap/types";
import { pageArchiveIssuePath, pageArchivePath } from "./newsletter/archive";
import { publicPath } from "./paths";
import { isPublicPage } from "./public-queries";

/**
 * Bio pages visitors can open and whose owner lets search engines index them, and the e-mails each
 * published on the web, but for those shown on their own domain: their canonical address is there, and a
 * sitemap lists its own host's addresses only.
 */
export async function bioSitemapEntries(): Promise<SitemapEntry[]> {
  const listed = and(
    isPublicPage,
    eq(bioPages.noindex, false),
    notExists(
      db
        .select({ pageId: bioDomains.pageId })
        .from(bioDomains)
        .where(and(eq(bioDomains.pageId, bioPages.id), isNotNull(bioDomains.verifiedAt))),
    ),
  );
  const [pages, issues] = await Promise.all([
    db
      .select({ slug: bioPages.slug, updatedAt: bioPages.updatedAt })
      .from(bioPages)
      .innerJoin(user, eq(user.id, bioPages.userId))
      .where(listed)
      .orderBy(asc(bioPages.slug)),
    db
      .select({ page: bioPages.slug, slug: newsletterIssues.slug, sentAt: newsletterIssues.sentAt })
      .from(newsletterIssues)
      .innerJoin(bioPages, eq(bioPages.id, newsletterIssues.pageId))
      .innerJoin(user, eq(user.id, bioPages.userId))
      .where(and(listed, eq(newsletterIssues.status, "sent"), eq(newsletterIssues.published, true)))
      .orderBy(asc(bioPages.slug), desc(newsletterIssues.sentAt)),
  ]);
  const archives = new Map<string, Date | null>();
  for (const issue of issues) if (!archives.has(issue.page)) archives.set(issue.page, issue.sentAt);
  return [
    ...pages.map((p) => ({ path: publicPath(p.slug), lastModified: p.updatedAt })),
    ...[...archives].map(([page, sentAt]) => ({
      path: pageArchivePath(page),
      ...(sentAt ? { lastModified: sentAt } : {}),
    })),
    ...issues.map((issue) => ({
      path: pageArchiveIssuePath(issue.page, issue.slug),
      ...(issue.sentAt ? { lastModified: issue.sentAt } : {}),
    })),
  ];
}
