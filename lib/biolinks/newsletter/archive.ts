import type { Metadata } from "next";
import { absoluteUrl } from "@/lib/site-url";
import { issueSummary, type ArchivedIssue } from "@/lib/newsletter/archive";
import { domainUrl } from "../page-address";
import { publicPath } from "../paths";
import type { PublicPage } from "../public-queries";
import { pageName } from "../seo";

// A creator's newsletter archive: the e-mails they published on the web, under their page
// (/l/{slug}/newsletter) and on their verified domain (/newsletter, which Next's rewrites lead to
// /l/{domain}/newsletter: domains/addresses.ts). One rendering serves both: its links are relative
// ("newsletter/{issue}", "../newsletter", "subscribe"), which land on the right address on either host, and
// its canonical is the domain's once verified.

export const pageArchivePath = (slug: string) => `${publicPath(slug)}/newsletter`;
export const pageArchiveIssuePath = (slug: string, issue: string) => `${pageArchivePath(slug)}/${issue}`;

type Page = Pick<PublicPage, "slug" | "domain">;

/** The archive's one address: on the page's domain once verified. */
export const pageArchiveUrl = (page: Page) =>
  page.domain ? `${domainUrl(page.domain)}newsletter` : absoluteUrl(pageArchivePath(page.slug));

export const pageIssueUrl = (page: Page, issue: string) => `${pageArchiveUrl(page)}/${issue}`;

/** The newest e-mails an archive page lists: a creator sends a few a day at most (limits.ts). */
export const PAGE_ARCHIVE_SIZE = 100;

export function pageArchiveMetadata(page: PublicPage): Metadata {
  const url = pageArchiveUrl(page);
  const title = `The newsletter of ${pageName(page)}`;
  const description = `Every e-mail ${pageName(page)} has published: read them here, or get the next one in your inbox.`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, types: { "application/rss+xml": `${url}/rss.xml` } },
    robots: page.noindex ? { index: false, follow: false } : undefined,
    openGraph: { type: "website", url, title, description },
  };
}

export function pageIssueMetadata(page: PublicPage, issue: ArchivedIssue): Metadata {
  const url = pageIssueUrl(page, issue.slug);
  const description = issueSummary(issue, 160);
  return {
    title: { absolute: `${issue.subject} · ${pageName(page)}` },
    description,
    alternates: { canonical: url },
    robots: page.noindex ? { index: false, follow: false } : undefined,
    openGraph: {
      type: "article",
      url,
      title: issue.subject,
      description,
      publishedTime: issue.sentAt?.toISOString(),
    },
  };
}

/** As the site's issues (lib/newsletter/archive.ts): a BlogPosting that is part of the creator's newsletter. */
export function pageIssueJsonLd(page: PublicPage, issue: ArchivedIssue) {
  const url = pageIssueUrl(page, issue.slug);
  const author = {
    "@type": "Person",
    name: pageName(page),
    url: page.domain ? domainUrl(page.domain) : absoluteUrl(publicPath(page.slug)),
  };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: issue.subject,
    description: issueSummary(issue, 160),
    datePublished: issue.sentAt?.toISOString(),
    author,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    isPartOf: {
      "@type": "CreativeWorkSeries",
      name: `The newsletter of ${pageName(page)}`,
      url: pageArchiveUrl(page),
    },
  };
}
