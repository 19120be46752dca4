import { EbookCard } from "@/components/ebooks/ebook-card";
import { EbookSearchForm } from "@/components/ebooks/ebook-search-form";
import { EBOOK_PUBLIC_MESSAGES } from "@/lib/ebooks/public-messages";
import type { EbookCard as EbookCardData } from "@/lib/ebooks/public-queries";
import { matchingEbooks, type EbookSearch } from "@/lib/ebooks/search";
import { formatCount } from "@/lib/format";

/**
 * The library: its search form and the ebooks it finds, rendered on the server, for the cached listing
 * (no search) and for /ebooks?q=… alike. The cards' code (cover, chips, dates) stays off the page's
 * JavaScript: only the search form's select and the download button run in the browser.
 */
export function EbookLibrary({
  ebooks,
  categories,
  search,
}: {
  ebooks: EbookCardData[];
  categories: { name: string; slug: string }[];
  search: EbookSearch;
}) {
  const shown = matchingEbooks(ebooks, search);
  return (
    <div className="space-y-6">
      <EbookSearchForm q={search.q} category={search.category} categories={categories} />
      <p className="sr-only" role="status">
        {formatCount(shown.length, "ebook")}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg font-semibold">
          {EBOOK_PUBLIC_MESSAGES.noEbooks}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((ebook) => (
            <li key={ebook.id}>
              <EbookCard ebook={ebook} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
