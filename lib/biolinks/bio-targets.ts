import type { LRUCache } from "lru-cache";
import { boundedLru } from "@/lib/cache/bounded-lru";
import { ChangeMark } from "@/lib/cache/change-mark";
import { processSingleton, registered } from "@/lib/process-registry";
import type { CountTarget } from "./click-answers";
import { slugOfPage } from "./domains/page-name";
import { findLinkBlock, findViewTarget, type LinkBlock } from "./events";

// Where a bio link goes, and which page a view counts for, kept in memory so a click or a view costs no
// query (DESIGN, The hot path); npm start's server answers the ones found here before Next
// (lib/biolinks/early-answers.ts). One set of caches per process (lib/process-registry.ts). Every save of a page, its owner or its moderation clears both
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

interface BioTargets {
  /** By linkKey; false: the link leads nowhere. */
  links: LRUCache<string, LinkBlock | false>;
  /** By slug; false: no public page. */
  views: LRUCache<string, CountTarget | false>;
  /** Moves on every forget: a lookup that began before one must not store what it read. */
  generation: number;
  /** Where forgets are announced to and heard from the other instances (lib/cache/change-mark.ts). */
  changes: ChangeMark;
}

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    bioTargets: BioTargets;
  }
}

function targets(): BioTargets {
  return processSingleton("bioTargets", () => ({
    links: boundedLru({ max: MAX_ENTRIES, maxBytes: MAX_BYTES, ttl: TTL_MS }),
    views: boundedLru({ max: MAX_ENTRIES, maxBytes: MAX_BYTES, ttl: TTL_MS }),
    generation: 0,
    // One per process, with the caches: a second copy of this module must not poll a second time.
    changes: new ChangeMark(BIO_TARGETS_TAG, forgetHere),
  }));
}

const linkKey = (slug: string, blockId: string) => `${slug}/${blockId}`;

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

/**
 * The link of `blockId` on the page `name` names (its slug, or its domain: domains/page-name.ts), shown now
 * or not, from the cache or, on a miss, the database.
 */
export async function clickTarget(name: string, blockId: string): Promise<LinkBlock | null> {
  const find = async () => {
    const slug = await slugOfPage(name);
    return slug ? findLinkBlock(slug, blockId) : null;
  };
  return (await remembered(targets().links, linkKey(name, blockId), find)) || null;
}

/** What the cache knows of that link, without asking the database: undefined when it does not know. */
export function knownClickTarget(name: string, blockId: string): LinkBlock | null | undefined {
  const entry = registered("bioTargets")?.links.get(linkKey(name, blockId));
  return entry === undefined ? undefined : entry || null;
}

/** The public page a view of the page `name` names counts for, from the cache or, on a miss, the database. */
export async function viewTarget(name: string): Promise<CountTarget | null> {
  const find = async () => {
    const slug = await slugOfPage(name);
    return slug ? findViewTarget(slug) : null;
  };
  return (await remembered(targets().views, name, find)) || null;
}

/** What the cache knows of that page, without asking the database: undefined when it does not know. */
export function knownViewTarget(name: string): CountTarget | null | undefined {
  const entry = registered("bioTargets")?.views.get(name);
  return entry === undefined ? undefined : entry || null;
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
