import { LRUCache } from "lru-cache";

// A process's small caches of lookups (bio link targets, custom domains, page keys) are bounded in bytes
// as well as in entries: a key is often part of a URL or a header a visitor chose, and 20,000 entries of a
// 16 KB URL each would be 300 MB where 20,000 short ones are 2 MB.

/** Roughly the bytes an entry holds: its characters (V8 keeps ASCII at one byte each) and its overhead. */
export function approximateBytes(key: string, value: unknown): number {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return 64 + key.length + text.length;
}

interface Bounds {
  max: number;
  maxBytes: number;
  ttl?: number;
}

export function boundedLru<V extends object | string | false>({ max, maxBytes, ttl }: Bounds) {
  return new LRUCache<string, V>({
    max,
    maxSize: maxBytes,
    sizeCalculation: (value, key) => approximateBytes(key, value),
    ...(ttl ? { ttl } : {}),
  });
}
