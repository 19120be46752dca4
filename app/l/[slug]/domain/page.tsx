import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublicBioPage } from "@/components/biolinks/public-bio-page";
import { pageAddress } from "@/lib/biolinks/page-address";
import { getPublicPage } from "@/lib/biolinks/public-queries";
import { bioPageMetadata } from "@/lib/biolinks/seo";

// The page at the root of its creator's verified domain: Next's rewrite leads that domain's "/" here with the
// domain's name as `slug`, and its other addresses to the routes beside this one (lib/biolinks/domains/
// addresses.ts); on the site's own host these addresses are a 404. Cached as ../page.tsx, under the domain's name; the copy carries the tag of /l/{slug}/domain, which
// every save revalidates (lib/biolinks/domains/cache-tags.ts).
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPublicPage((await params).slug);
  return page?.domain ? bioPageMetadata(page) : {};
}

export default async function BioPageOnDomain({ params }: Props) {
  const page = await getPublicPage((await params).slug);
  if (!page?.domain) notFound();
  return <PublicBioPage page={page} address={pageAddress(page, true)} />;
}
