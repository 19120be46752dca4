import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublicBioPage } from "@/components/biolinks/public-bio-page";
import { pageAddress } from "@/lib/biolinks/page-address";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { bioPageMetadata } from "@/lib/biolinks/seo";

// Outside the site layout. Rendered on first request, cached, refreshed the moment its owner saves, and
// at most a minute old so scheduled blocks come and go on time. No client JavaScript is needed to read it.
// The same page on its creator's own domain is ./domain.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPublicPage((await params).slug);
  return page ? bioPageMetadata(page) : {};
}

export default async function BioPage({ params }: Props) {
  const page = await getPublicPage((await params).slug);
  if (!page) notFound();
  return <PublicBioPage page={page} address={pageAddress(page, false)} />;
}
