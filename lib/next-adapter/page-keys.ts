import { normalizePagePath } from "next/dist/shared/lib/page-path/normalize-page-path.js";

// Next keys a page's cache entry `/route-cache/APP_PAGE/<sha256 of its route file>/$<its path as
// normalizePagePath writes it>` (getRouteCacheKey, next/dist/server/lib/route-cache-key.js). The path at the
// end is what lets npm start's server find the entry of a request without knowing which route renders it.

const PAGE_KEY = /^\/route-cache\/APP_PAGE\/[0-9a-f]+\/\$(\/.*)$/;

/** The page path a key of Next's names, for the key of a page's entry; else undefined. */
export function pathOfPageKey(key: string): string | undefined {
  return PAGE_KEY.exec(key)?.[1];
}

/** The path a page at `pathname` has in its key; "" for a path Next refuses to normalize (`//x`, `/a/../b`). */
export function pageKeyPath(pathname: string): string {
  try {
    return normalizePagePath(pathname);
  } catch {
    return "";
  }
}
