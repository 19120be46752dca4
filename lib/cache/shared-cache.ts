import type { LRUCache } from "lru-cache";
import { pathOfPageKey } from "../next-adapter/page-keys";
import { processSingleton } from "@/lib/process-registry";
import { boundedLru } from "./bounded-lru";
import type { CacheStore } from "./store";

// The page cache of this process, one per process (lib/process-registry.ts): Next's copy of lib/cache (the
// cache handler, loaded through cache-handler.mjs) opens the store and names the pages it reads and
// writes; npm start's server, with its own copy of these modules in the same process, answers those pages
// before Next (lib/cache/early-pages.ts).

/** Paths remembered (a path no longer in the store only costs a miss), and their bytes: a path is a URL. */
const MAX_PAGES = 20_000;
const MAX_BYTES = 8 * 1024 * 1024;

interface SharedPageCache {
  store?: CacheStore;
  /** The store key of each page path (as Next normalizes it) the handler has read or written. */
  keys: LRUCache<string, string>;
  /** When the render now replacing each key's entry began (render-starts.ts). */
  renderStarts: Map<string, number>;
  /** The render time of each copy the handler has handed Next (render-starts.ts). */
  servedCopies: WeakMap<object, number>;
}

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    pageCache: SharedPageCache;
  }
}

export function sharedPageCache(): SharedPageCache {
  return processSingleton("pageCache", () => ({
    keys: boundedLru({ max: MAX_PAGES, maxBytes: MAX_BYTES }),
    renderStarts: new Map(),
    servedCopies: new WeakMap(),
  }));
}

/** Records which store key holds the page at its path, for a key of a page's entry. */
export function rememberPageKey(key: string): void {
  const path = pathOfPageKey(key);
  if (path) sharedPageCache().keys.set(path, key);
}
