import type { Metadata } from "next";
import { TermListingPage, termListingMetadata } from "@/components/blog/term-listing-page";

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return termListingMetadata("tag", (await params).slug, 1);
}

export default async function TagPage({ params }: Props) {
  return <TermListingPage kind="tag" slug={(await params).slug} page={1} />;
}
