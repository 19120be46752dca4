import type { OutgoingHttpHeaders } from "node:http";

// Next tells in a response header how it answered a cached page: HIT for the stored copy sent as it was,
// STALE for a copy due for revalidation (sent while it renders anew), MISS for a render
// (next/dist/build/templates/app-page-runtime.js). The header has no constant of Next's to import.

export const CACHE_STATUS_HEADER = "x-nextjs-cache";
export const CACHE_HIT = "HIT";
export const CACHE_STALE = "STALE";

export function cacheStatus(headers: OutgoingHttpHeaders): string | undefined {
  const value = headers[CACHE_STATUS_HEADER];
  return typeof value === "string" ? value : undefined;
}
