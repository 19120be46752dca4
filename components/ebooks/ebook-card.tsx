import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import { ColorChip } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { formatCount, formatDate } from "@/lib/format";
import type { EbookCard as EbookCardData } from "@/lib/ebooks/public-queries";
import { EbookCover } from "./cover";
import { DownloadButton } from "./download-button";

/** SPEC §2: category badge, title linking to detail, download count, created date, View Details, download. */
export function EbookCard({ ebook }: { ebook: EbookCardData }) {
  const detail = `/ebooks/${ebook.slug}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <EbookCover
        src={ebook.coverImage}
        title={ebook.title}
        color={ebook.categoryColor}
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {ebook.categoryName ? <ColorChip color={ebook.categoryColor}>{ebook.categoryName}</ColorChip> : null}
        <h2 className="text-lg font-semibold leading-snug">
          <Link href={detail} className="hover:text-brand-700 hover:underline">
            {ebook.title}
          </Link>
        </h2>
        {ebook.excerpt ? <p className="line-clamp-3 text-sm text-slate-600">{ebook.excerpt}</p> : null}
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
          <div className="flex items-center gap-1">
            <dt>
              <Icon name="Download" className="size-4" />
              <span className="sr-only">Downloads</span>
            </dt>
            <dd>{formatCount(ebook.downloads, "download")}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>
              <Icon name="Calendar" className="size-4" />
              <span className="sr-only">Added</span>
            </dt>
            <dd>
              <time dateTime={ebook.createdAt.toISOString()}>{formatDate(ebook.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-start gap-2">
          <Link
            href={detail}
            className={buttonClass("secondary")}
            aria-label={`View Details: ${ebook.title}`}
          >
            View Details
          </Link>
          <DownloadButton slug={ebook.slug} />
        </div>
      </div>
    </article>
  );
}
