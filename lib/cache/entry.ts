import type { CacheControl, CachedValue } from "../next-adapter/cache-handler";

// What the page cache keeps per key, in memory or in Redis, and how it becomes a string for Redis.

export interface StoredEntry {
  value: CachedValue;
  /** When it was stored: its revalidate period counts from here, as Next's own cache counts it. */
  lastModified: number;
  /**
   * When the render that made it began (epoch ms), what tag revalidations are compared with: a render that
   * began before a revalidation may have read what that revalidation replaced. Absent in entries stored
   * before it was kept, which then compare by lastModified.
   */
  renderedAt?: number;
  cacheControl?: CacheControl;
  /** The tags revalidateTag/revalidatePath can expire it by (Next's implicit path tags included). */
  tags: string[];
}

/** A tag's revalidation, as Next's own tags manifest records it (epoch milliseconds). */
export interface TagMark {
  stale?: number;
  expired?: number;
}

// Pages carry Buffers (RSC payload) and a Map of Buffers (segment prefetches), which JSON would turn
// into arrays of numbers and empty objects.
export function encodeEntry(entry: StoredEntry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString("base64") };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

export function decodeEntry(text: string): StoredEntry {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if ("$buffer" in value && typeof value.$buffer === "string")
        return Buffer.from(value.$buffer, "base64");
      if ("$map" in value && Array.isArray(value.$map)) return new Map(value.$map as [unknown, unknown][]);
    }
    return value;
  }) as StoredEntry;
}

/** Roughly the bytes an entry holds: its strings, buffers and maps, walked once. */
export function entryBytes(value: unknown, depth = 0): number {
  if (typeof value === "string") return value.length;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value.byteLength;
  if (value === null || typeof value !== "object" || depth > 8) return 8;
  const parts = value instanceof Map ? [...value.keys(), ...value.values()] : Object.entries(value).flat();
  return parts.reduce((sum: number, part: unknown) => sum + entryBytes(part, depth + 1), 16);
}

/** The time tag revalidations are compared with: the start of the entry's render. */
export function renderedAt(entry: StoredEntry): number {
  return entry.renderedAt ?? entry.lastModified;
}

/**
 * Next's own rule (tags-manifest): expired once the mark's time has come, if it came after the render
 * began (`since`, renderedAt()): the rule of its "use cache" entries, whose timestamp is taken before
 * their fill, so that a fill straddling a revalidation is not kept as fresh.
 */
function isExpired(marks: (TagMark | undefined)[], since: number, now = Date.now()): boolean {
  return marks.some((m) => m?.expired !== undefined && m.expired <= now && m.expired > since);
}

function isStale(marks: (TagMark | undefined)[], since: number): boolean {
  return marks.some((m) => m?.stale !== undefined && m.stale > since);
}

/**
 * How Next will treat a copy the handler hands it, given the revalidations of its tags: "expired" by a save
 * since its render began (Next renders before it serves), "stale" by a revalidateTag with a profile (served
 * once while a render runs), "due" past its revalidate period or its expire time (Next serves or renders
 * anew, as it judges from lastModified and cacheControl itself), else "fresh": what Next sends as a HIT.
 * The handler's get() and npm start's early answer (early-pages.ts) both judge by this.
 */
export function freshness(
  entry: StoredEntry,
  marks: (TagMark | undefined)[],
  now = Date.now(),
): "fresh" | "due" | "stale" | "expired" {
  const since = renderedAt(entry);
  if (isExpired(marks, since, now)) return "expired";
  if (isStale(marks, since)) return "stale";
  const { revalidate, expire } = entry.cacheControl ?? {};
  if (typeof revalidate === "number" && entry.lastModified + revalidate * 1000 < now) return "due";
  return typeof expire === "number" && entry.lastModified + expire * 1000 < now ? "due" : "fresh";
}
