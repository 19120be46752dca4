import { Link } from "@/components/ui/link";
import { EbookCard } from "@/components/ebooks/ebook-card";
import type { EbookCard as EbookCardData } from "@/lib/ebooks/public-queries";

/** SPEC: up to 8 featured ebooks, in the page's own HTML; the section is hidden when there are none. */
export function FeaturedEbooks({ ebooks }: { ebooks: EbookCardData[] }) {
  if (ebooks.length === 0) return null;
  return (
    <section aria-labelledby="featured-ebooks" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-ebooks" className="text-3xl font-bold">
            Free ebooks
          </h2>
          <p className="mt-2 text-slate-600">Practical guides to download and keep. No sign-up.</p>
        </div>
        <Link href="/ebooks" className="font-medium text-brand-700 hover:underline">
          Browse all ebooks →
        </Link>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ebooks.map((ebook) => (
          <EbookCard key={ebook.id} ebook={ebook} />
        ))}
      </div>
    </section>
  );
}
