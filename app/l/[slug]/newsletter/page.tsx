import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageArchive } from "@/components/biolinks/newsletter-archive";
import { PAGE_ARCHIVE_SIZE, pageArchiveMetadata } from "@/lib/biolinks/newsletter/archive";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { listArchive } from "@/lib/newsletter/archive";

// A creator's published e-mails (also /newsletter on their domain): cached like their page, at most a
// minute behind a send that ends; publishing or taking one off refreshes it at once.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPublicPage((await params).slug);
  return page ? pageArchiveMetadata(page) : {};
}

export default async function PageArchivePage({ params }: Props) {
  const page = await getPublicPage((await params).slug);
  if (!page) notFound();
  const { issues } = await listArchive(1, page.id, PAGE_ARCHIVE_SIZE);
  return <PageArchive page={page} issues={issues} />;
}
