import "server-only";
import type { LRUCache } from "lru-cache";
import { boundedLru } from "@/lib/cache/bounded-lru";
import { ChangeMark } from "@/lib/cache/change-mark";
import { isVisible } from "./blocks";
import { countSoon } from "./count";
import { findLinkBlock, findViewTarget, VIEW_BLOCK_ID, type LinkBlock } from "./events";
import { linkKey, shareBioTargets, type BioTargets, type ViewTarget } from "./shared-targets";

// Where a bio link goes, and which page a view counts for, kept in memory so a click or a view costs no
// query (DESIGN, The hot path); npm start's server answers the ones found here before Next
// (lib/biolinks/early-answers.ts). Every save of a page, its owner or its moderation clears both
// (lib/biolinks/revalidate.ts) in this process at once, and in every other within a second: the forget
// marks BIO_TARGETS_TAG in the page cache's store (Redis when REDIS_URL is set), which each process reads
// once a second (lib/cache/change-mark.ts), so a page taken down stops redirecting everywhere, not after
// TTL_MS (the bound without a shared store). A lookup begun before a forget does not store what it read:
// it may have read the page before the change. Schedules are checked at each click, so a link that opens
// at noon opens at noon. Ids and slugs that lead nowhere are remembered briefly, and the caches are
// bounded, so made-up ones cannot fill memory or reach the database more than once every few seconds each.

const MAX_ENTRIES = 20_000;
/** Each cache's bytes: 20,000 links of a long URL, or far more made-up slugs than any page has. */
const MAX_BYTES = 16 * 1024 * 1024;
const TTL_MS = 60_000;
const MISS_TTL_MS = 5_000;
/** The page cache's tag that moves on every forget; no page carries it. */
export const BIO_TARGETS_TAG = "creatorkit:bio-targets";

function targets(): BioTargets {
  return shareBioTargets(() => ({
    links: boundedLru({ max: MAX_ENTRIES, maxBytes: MAX_BYTES, ttl: TTL_MS }),
    views: boundedLru({ max: MAX_ENTRIES, maxBytes: MAX_BYTES, ttl: TTL_MS }),
    countClick: (visit, target, blockId) => countSoon(visit, target, blockId),
    countView: (visit, target, sentHost) => countSoon(visit, target, VIEW_BLOCK_ID, sentHost),
    generation: 0,
    // One per process, with the caches: a second copy of this module must not poll a second time.
    changes: new ChangeMark(BIO_TARGETS_TAG, forgetHere),
  }));
}

/** Clears both caches of this process, and keeps any lookup under way from storing what it read. */
function forgetHere(): void {
  const shared = targets();
  shared.generation++;
  shared.links.clear();
  shared.views.clear();
}

/** The cached value of `key`, or on a miss the database's, then remembered unless a forget came meanwhile. */
async function remembered<T extends object>(
  cache: LRUCache<string, T | false>,
  key: string,
  find: () => Promise<T | null>,
): Promise<T | false> {
  let entry = cache.get(key);
  if (entry === undefined) {
    const shared = targets();
    const generation = shared.generation;
    entry = (await find()) ?? false;
    if (generation === shared.generation) cache.set(key, entry, entry ? undefined : { ttl: MISS_TTL_MS });
  }
  return entry;
}

/** The link a visitor may follow now, from the cache or, on a miss, the database. */
export async function clickTarget(
  slug: string,
  blockId: string,
  now = new Date(),
): Promise<LinkBlock | null> {
  const entry = await remembered(targets().links, linkKey(slug, blockId), () => findLinkBlock(slug, blockId));
  return entry && isVisible(entry, now) ? entry : null;
}

/** The public page a view of `slug` counts for, from the cache or, on a miss, the database. */
export async function viewTarget(slug: string): Promise<ViewTarget | null> {
  return (await remembered(targets().views, slug, () => findViewTarget(slug))) || null;
}

/**
 * Forgets every cached target, here at once and on every instance within a second: a page was saved,
 * renamed, unpublished or its owner moderated. Never rejects: a store that cannot be reached is said in
 * the log, and the other instances then see the change within TTL_MS.
 */
export async function forgetBioTargets(): Promise<void> {
  forgetHere();
  try {
    await targets().changes.announce();
  } catch (error: unknown) {
    console.error("[creatorkit] bio targets: could not announce a forget to other instances", error);
  }
}
