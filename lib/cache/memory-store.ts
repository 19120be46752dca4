import { LRUCache } from "lru-cache";
import { entryBytes, type StoredEntry, type TagMark } from "./entry";
import type { CacheStore } from "./store";

// The page cache of one process: least recently used entries go first once their bytes pass the bound,
// so no flood of unknown addresses can grow it. Nothing is written to disk.

/** Revalidated tags remembered (paths saved by an admin, mostly); the oldest are forgotten first. */
const MAX_TAG_MARKS = 10_000;

export function memoryStore(maxBytes: number): CacheStore {
  const entries = new LRUCache<string, StoredEntry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entryBytes(entry)),
    ttlAutopurge: false,
  });
  const marks = new LRUCache<string, TagMark>({ max: MAX_TAG_MARKS });
  return {
    async read(key) {
      return entries.get(key);
    },
    async write(key, entry, ttlSeconds) {
      entries.set(key, entry, { ttl: ttlSeconds * 1000 });
    },
    async tagMarks(tags) {
      return tags.map((tag) => marks.get(tag));
    },
    async markTags(tags, mark, ttlSeconds) {
      for (const tag of tags) marks.set(tag, mark, { ttl: ttlSeconds * 1000 });
    },
    async usage() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}
