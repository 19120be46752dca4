import { Icon } from "@/components/icons/icon";
import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { pageHref, pageWindow, type ListingLocation } from "@/lib/blog/paging";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium";

export function Pagination({
  location,
  page,
  pageCount,
}: {
  location: ListingLocation;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          href={pageHref(location, page - 1)}
          rel="prev"
          className={cn(item, "border-slate-300 hover:bg-slate-50")}
        >
          <Icon name="ChevronLeft" className="size-4" /> Previous
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((n) => (
        <Link
          key={n}
          href={pageHref(location, n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={`Page ${n}`}
          className={cn(
            item,
            n === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 hover:bg-slate-50",
          )}
        >
          {n}
        </Link>
      ))}
      {page < pageCount ? (
        <Link
          href={pageHref(location, page + 1)}
          rel="next"
          className={cn(item, "border-slate-300 hover:bg-slate-50")}
        >
          Next <Icon name="ChevronRight" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
