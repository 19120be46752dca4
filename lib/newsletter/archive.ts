import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Metadata } from "next";
import { truncateText } from "@/lib/blog/excerpt";
import { htmlToText } from "@/lib/blog/sanitize";
import { db } from "@/lib/db";
import { newsletterIssues } from "@/lib/db/schema";
import { DEFAULT_OG_IMAGE } from "@/lib/page-metadata";
import type { SitemapEntry } from "@/lib/sitemap/types";
import { absoluteUrl } from "@/lib/site-url";

// The newsletters' web archives (Ghost's and Substack's): every sent issue its sender left published, as a
// page of its own; the site's under /newsletter, a creator's under their page (lib/biolinks/newsletter/
// archive.ts). Each query names its list: `pageId` null is the site's own. Only what the issue's HTML holds: the unsubscribe link, the footer and anything
// about a recipient are added per mail (issue-mail.ts), never stored with it.

export const ARCHIVE_TITLE = "The Creatorkit newsletter";
export const ARCHIVE_DESCRIPTION =
  "Every issue of the Creatorkit newsletter: AI tools, content ideas, SEO and marketing, in your inbox or here.";
export const ARCHIVE_PAGE_SIZE = 12;

export const archivePath = () => "/newsletter";
export const archiveIssuePath = (slug: string) => `/newsletter/${slug}`;
export const archiveCardPath = (slug: string) => `${archiveIssuePath(slug)}/card.png`;
export const archiveFeedPath = () => "/newsletter/rss.xml";

const shownOf = (pageId: string | null) =>
  and(
    pageId ? eq(newsletterIssues.pageId, pageId) : isNull(newsletterIssues.pageId),
    eq(newsletterIssues.status, "sent"),
    eq(newsletterIssues.published, true),
  );

const columns = {
  slug: newsletterIssues.slug,
  subject: newsletterIssues.subject,
  html: newsletterIssues.html,
  sentAt: newsletterIssues.sentAt,
};

export type ArchivedIssue = {
  slug: string;
  subject: string;
  html: string;
  sentAt: Date | null;
};

/** An issue's text, cut for a listing, a description or a feed. */
export const issueSummary = (issue: { html: string }, max = 200) => truncateText(htmlToText(issue.html), max);

/** One page of the archive, newest first, and how many pages there are. */
export async function listArchive(
  page: number,
  pageId: string | null = null,
  size = ARCHIVE_PAGE_SIZE,
): Promise<{ issues: ArchivedIssue[]; pageCount: number }> {
  const shown = shownOf(pageId);
  const [issues, [total]] = await Promise.all([
    db
      .select(columns)
      .from(newsletterIssues)
      .where(shown)
      .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(newsletterIssues).where(shown),
  ]);
  return { issues, pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / size)) };
}

export async function getArchivedIssue(
  slug: string,
  pageId: string | null = null,
): Promise<ArchivedIssue | null> {
  const [row] = await db
    .select(columns)
    .from(newsletterIssues)
    .where(and(shownOf(pageId), eq(newsletterIssues.slug, slug)));
  return row ?? null;
}

/** The newest issues for the feed. */
export function feedIssues(limit = 20, pageId: string | null = null): Promise<ArchivedIssue[]> {
  return db
    .select(columns)
    .from(newsletterIssues)
    .where(shownOf(pageId))
    .orderBy(desc(newsletterIssues.sentAt), desc(newsletterIssues.id))
    .limit(limit);
}

export async function archiveSitemapEntries(): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: newsletterIssues.slug, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(shownOf(null))
    .orderBy(desc(newsletterIssues.sentAt));
  return [
    { path: archivePath(), ...(rows[0]?.sentAt ? { lastModified: rows[0].sentAt } : {}) },
    ...rows.map((r) => ({ path: archiveIssuePath(r.slug), ...(r.sentAt ? { lastModified: r.sentAt } : {}) })),
  ];
}

export function issueMetadata(issue: ArchivedIssue): Metadata {
  const url = absoluteUrl(archiveIssuePath(issue.slug));
  const description = issueSummary(issue, 160);
  const image = {
    url: absoluteUrl(archiveCardPath(issue.slug)),
    width: DEFAULT_OG_IMAGE.width,
    height: DEFAULT_OG_IMAGE.height,
    alt: issue.subject,
  };
  return {
    title: issue.subject,
    description,
    alternates: { canonical: url, types: { "application/rss+xml": archiveFeedPath() } },
    openGraph: {
      type: "article",
      url,
      title: issue.subject,
      description,
      siteName: "Creatorkit",
      publishedTime: issue.sentAt?.toISOString(),
      images: [image],
    },
    twitter: { card: "summary_large_image", title: issue.subject, description, images: [image.url] },
  };
}

/**
 * schema.org has no newsletter-issue type (Google reads Article and BlogPosting): a BlogPosting that is
 * part of the newsletter, a CreativeWorkSeries.
 */
export function issueJsonLd(issue: ArchivedIssue) {
  const url = absoluteUrl(archiveIssuePath(issue.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: issue.subject,
    description: issueSummary(issue, 160),
    image: [absoluteUrl(archiveCardPath(issue.slug))],
    datePublished: issue.sentAt?.toISOString(),
    author: { "@type": "Organization", name: "Creatorkit", url: absoluteUrl("/") },
    publisher: { "@type": "Organization", name: "Creatorkit", url: absoluteUrl("/") },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    isPartOf: { "@type": "CreativeWorkSeries", name: ARCHIVE_TITLE, url: absoluteUrl(archivePath()) },
  };
}
