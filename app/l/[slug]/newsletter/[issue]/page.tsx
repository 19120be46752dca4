import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageIssue } from "@/components/biolinks/newsletter-archive";
import { pageIssueMetadata } from "@/lib/biolinks/newsletter/archive";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { getArchivedIssue } from "@/lib/newsletter/archive";

// One published e-mail of a creator (also /newsletter/{issue} on their domain), cached like their page.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; issue: string }> };

async function load(params: Props["params"]) {
  const { slug, issue } = await params;
  const page = await getPublicPage(slug);
  const found = page ? await getArchivedIssue(issue, page.id) : null;
  return page && found ? { page, issue: found } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  return found ? pageIssueMetadata(found.page, found.issue) : {};
}

export default async function PageIssuePage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  return <PageIssue page={found.page} issue={found.issue} />;
}
