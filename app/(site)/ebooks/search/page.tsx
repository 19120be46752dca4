import type { Metadata } from "next";
import { EbookLibrary } from "@/components/ebooks/ebook-library";
import { EBOOK_LISTING_COPY } from "@/lib/ebooks/constants";
import { EBOOKS_PATH } from "@/lib/ebooks/paths";
import { getPublicEbookCategories, getPublishedEbooks } from "@/lib/ebooks/public-queries";
import { ebookSearchSchema } from "@/lib/ebooks/search";
import { pageMetadata } from "@/lib/page-metadata";

// /ebooks?q=…&category=… lands here by a rewrite (next.config.ts) and renders per request: every query is
// different, so the cached listing never answers one (and results stay out of search engines).
export const metadata: Metadata = {
  ...pageMetadata({
    title: EBOOK_LISTING_COPY.heading,
    description: EBOOK_LISTING_COPY.intro,
    path: EBOOKS_PATH,
  }),
  robots: { index: false, follow: true },
};

export default async function EbookSearchPage({ searchParams }: PageProps<"/ebooks/search">) {
  const search = ebookSearchSchema.parse(await searchParams);
  const [ebooks, categories] = await Promise.all([getPublishedEbooks(), getPublicEbookCategories()]);
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-12">
      <header className="max-w-2xl space-y-2">
        <h1 className="text-4xl font-extrabold tracking-tight">{EBOOK_LISTING_COPY.heading}</h1>
        <p className="text-lg text-slate-600">{EBOOK_LISTING_COPY.intro}</p>
      </header>
      <EbookLibrary ebooks={ebooks} categories={categories} search={search} />
    </main>
  );
}
