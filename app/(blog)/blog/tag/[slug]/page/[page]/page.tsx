import type { Metadata } from "next";
import { TermListingPage, termListingMetadata } from "@/components/blog/term-listing-page";
import { parsePageParam } from "@/lib/blog/public-validation";

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  return termListingMetadata("tag", slug, parsePageParam(page) ?? 1);
}

export default async function TagPageN({ params }: Props) {
  const { slug, page } = await params;
  return <TermListingPage kind="tag" slug={slug} page={parsePageParam(page)} />;
}
