import type { StoredEntry, TagMark } from "./entry";

/** Where cached pages and tag revalidations live: this process (memory-store.ts) or Redis (redis-store.ts). */
export interface CacheStore {
  read(key: string): Promise<StoredEntry | undefined>;
  write(key: string, entry: StoredEntry, ttlSeconds: number): Promise<void>;
  tagMarks(tags: string[]): Promise<(TagMark | undefined)[]>;
  markTags(tags: string[], mark: TagMark, ttlSeconds: number): Promise<void>;
  /** Entries and bytes held, where the store can tell (tests, the flood check). */
  usage(): Promise<{ entries: number; bytes: number | null }>;
}

/** How long an unvisited page stays cached; tag marks live as long, so no entry outlives its marks. */
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;

/** A 404 (an unknown slug) is kept for one revalidation period only: a scanner's misses expire fast. */
export function ttlFor(entry: StoredEntry): number {
  const value = entry.value;
  const status = value && "status" in value ? value.status : undefined;
  const revalidate = entry.cacheControl?.revalidate;
  if (status === 404)
    return typeof revalidate === "number" && revalidate > 0 ? Math.min(revalidate, 300) : 60;
  return ENTRY_TTL_SECONDS;
}
