import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { buttonClass } from "@/components/ui/button";
import { POSTS_PAGE_SIZE } from "@/lib/blog/constants";
import { pageWindow, postListHref, showingRange } from "@/lib/blog/list-url";
import type { PostListFilters } from "@/lib/blog/validation";
import { formatNumber } from "@/lib/format";

export function PostsPagination({ filters, total }: { filters: PostListFilters; total: number }) {
  const totalPages = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  const page = Math.min(filters.page, totalPages);
  const { from, to } = showingRange(page, POSTS_PAGE_SIZE, total);
  const href = (p: number) => postListHref({ ...filters, page: p });
  const step = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link href={href(target)} className={buttonClass("secondary")}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClass("secondary", "pointer-events-none opacity-50")}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-slate-600">
        Showing {formatNumber(from)} to {formatNumber(to)} of {formatNumber(total)} posts
      </p>
      {totalPages > 1 ? (
        <div className="flex items-center gap-1">
          {step("Previous", page - 1, page > 1)}
          {pageWindow(page, totalPages).map((p) => (
            <Link
              key={p}
              href={href(p)}
              aria-current={p === page ? "page" : undefined}
              aria-label={`Page ${p}`}
              className={cn(buttonClass(p === page ? "primary" : "ghost"), "px-3")}
            >
              {p}
            </Link>
          ))}
          {step("Next", page + 1, page < totalPages)}
        </div>
      ) : null}
    </nav>
  );
}
