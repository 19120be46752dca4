import { MAX_PAGE_BUTTONS } from "./constants";

/** Where a listing lives: page 1 at its path, later pages at path/page/N, or ?page=N for a search. */
export interface ListingLocation {
  path: string;
  q?: string;
}

export function pageHref({ path, q }: ListingLocation, page: number): string {
  if (q !== undefined) {
    const params = new URLSearchParams({ q });
    if (page > 1) params.set("page", String(page));
    return `${path}?${params}`;
  }
  return page > 1 ? `${path === "/" ? "" : path}/page/${page}` : path;
}

/** At most 5 consecutive page numbers around the current one (SPEC §9). */
export function pageWindow(current: number, pageCount: number, size = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
