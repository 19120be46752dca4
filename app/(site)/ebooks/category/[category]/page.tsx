import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EbookLibrary } from "@/components/ebooks/ebook-library";
import { ALL_CATEGORIES, EBOOK_LISTING_COPY } from "@/lib/ebooks/constants";
import { getPublicEbookCategories, getPublishedEbooks } from "@/lib/ebooks/public-queries";
import { pageMetadata } from "@/lib/page-metadata";

// Also serves /ebooks itself (a rewrite to /ebooks/category/all in next.config.ts), so the listing is
// ISR-cached and rendered on first request instead of at build time, when there is no database. A search
// (/ebooks?q=…) is rewritten to ../../search, rendered per request.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params;
  const found = (await getPublicEbookCategories()).find((c) => c.slug === category);
  return pageMetadata({
    title: found ? `${found.name} Ebooks` : EBOOK_LISTING_COPY.heading,
    description: EBOOK_LISTING_COPY.intro,
    path: found ? `/ebooks/category/${found.slug}` : "/ebooks",
  });
}

export default async function EbooksPage({ params }: Props) {
  const { category } = await params;
  const [ebooks, categories] = await Promise.all([getPublishedEbooks(), getPublicEbookCategories()]);
  if (category !== ALL_CATEGORIES && !categories.some((c) => c.slug === category)) notFound();
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-12">
      <header className="max-w-2xl space-y-2">
        <h1 className="text-4xl font-extrabold tracking-tight">{EBOOK_LISTING_COPY.heading}</h1>
        <p className="text-lg text-slate-600">{EBOOK_LISTING_COPY.intro}</p>
      </header>
      <EbookLibrary
        ebooks={ebooks}
        categories={categories}
        search={{ category: category === ALL_CATEGORIES ? undefined : category }}
      />
    </main>
  );
}
