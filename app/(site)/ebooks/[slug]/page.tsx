import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EbookDetails } from "@/components/ebooks/ebook-details";
import { getPublishedEbookBySlug } from "@/lib/ebooks/public-queries";
import { ebookJsonLd } from "@/lib/ebooks/seo";
import { env } from "@/lib/env";

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ebook = await getPublishedEbookBySlug((await params).slug);
  if (!ebook) return { title: "Ebook not found", robots: { index: false } };
  const title = ebook.seoTitle ?? ebook.title;
  const description = ebook.seoDescription ?? ebook.description.slice(0, 160);
  return {
    metadataBase: new URL(env().SITE_URL),
    title,
    description,
    keywords: ebook.seoKeywords ?? undefined,
    alternates: { canonical: `/ebooks/${ebook.slug}` },
    openGraph: { type: "book", title, description, url: `/ebooks/${ebook.slug}`, authors: [ebook.author] },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function EbookPage({ params }: Props) {
  const ebook = await getPublishedEbookBySlug((await params).slug);
  if (!ebook) notFound();
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: ebookJsonLd(ebook, env().SITE_URL) }}
      />
      <EbookDetails ebook={ebook} />
    </>
  );
}
