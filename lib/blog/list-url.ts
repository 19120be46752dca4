import { MAX_PAGE_BUTTONS } from "./constants";
import type { PostListFilters } from "./validation";

const defaults = { sort: "created_at", dir: "desc", page: 1 } as const;

/** The posts list URL for these filters, leaving defaults out so URLs stay short. */
export function postListHref(filters: Partial<PostListFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.category) params.set("category", String(filters.category));
  if (filters.sort && filters.sort !== defaults.sort) params.set("sort", filters.sort);
  if (filters.dir && filters.dir !== defaults.dir) params.set("dir", filters.dir);
  if (filters.page && filters.page !== defaults.page) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/admin/posts?${query}` : "/admin/posts";
}

/** At most MAX_PAGE_BUTTONS page numbers, centred on the current page where possible. */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** "Showing X to Y of Z posts". */
export function showingRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}
