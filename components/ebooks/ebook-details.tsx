import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import { ColorChip } from "@/components/ui/badge";
import { formatDate, formatNumber } from "@/lib/format";
import type { EbookDetail } from "@/lib/ebooks/public-queries";
import { formatFileSize, formatPrice, languageName } from "@/lib/ebooks/seo";
import { EbookCover } from "./cover";
import { DownloadButton } from "./download-button";

export function EbookDetails({ ebook }: { ebook: EbookDetail }) {
  const size = formatFileSize(ebook.fileSize);
  const facts = [
    { label: "Author", value: ebook.author },
    ...(ebook.pages > 0 ? [{ label: "Pages", value: String(ebook.pages) }] : []),
    { label: "Language", value: languageName(ebook.language) },
    { label: "Format", value: ebook.fileType.toUpperCase() },
    ...(size ? [{ label: "File size", value: size }] : []),
    { label: "Downloads", value: formatNumber(ebook.downloads) },
    { label: "Added", value: formatDate(ebook.createdAt) },
  ];
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <Link href="/ebooks" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <Icon name="ArrowLeft" className="size-4" /> All ebooks
      </Link>
      <article className="mt-6 grid gap-10 md:grid-cols-[280px_1fr]">
        <EbookCover
          src={ebook.coverImage}
          title={ebook.title}
          color={ebook.categoryColor}
          className="aspect-[3/4] w-full rounded-xl border border-slate-200"
        />
        <div className="space-y-6">
          <header className="space-y-3">
            {ebook.categoryName ? (
              <ColorChip color={ebook.categoryColor}>{ebook.categoryName}</ColorChip>
            ) : null}
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{ebook.title}</h1>
            {ebook.excerpt ? <p className="text-lg text-slate-600">{ebook.excerpt}</p> : null}
          </header>
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-2xl font-bold" aria-label="Price">
              {formatPrice(ebook)}
            </p>
            <DownloadButton slug={ebook.slug} className="px-6 py-3 text-base" />
          </div>
          <section aria-labelledby="about-heading" className="space-y-3">
            <h2 id="about-heading" className="text-xl font-semibold">
              About this ebook
            </h2>
            <p className="whitespace-pre-line leading-relaxed text-slate-700">{ebook.description}</p>
          </section>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-slate-200 p-5 text-sm sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-slate-500">{fact.label}</dt>
                <dd className="font-medium">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </article>
    </main>
  );
}
