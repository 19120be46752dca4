import "server-only";
import { LRUCache } from "lru-cache";
import { isVisible } from "./blocks";
import { clickKey, shareClickCache } from "./click-cache";
import { countSoon } from "./count";
import { findLinkBlock, type LinkBlock } from "./events";

// Where a bio link goes, kept in memory so a click costs no query (DESIGN, The hot path); npm start's
// server answers the clicks found here before Next (lib/biolinks/cached-click.ts). Every save of a page,
// its owner or its moderation clears it (lib/biolinks/revalidate.ts), in this process; other processes
// see a change within TTL_MS. Schedules are checked at each click, so a link that opens at noon
// opens at noon. Ids that lead nowhere are remembered briefly, and the whole cache is bounded, so made-up
// ids cannot fill memory or reach the database more than once every few seconds each.

const MAX_ENTRIES = 20_000;
const TTL_MS = 60_000;
const MISS_TTL_MS = 5_000;

function cache(): LRUCache<string, LinkBlock | false> {
  return shareClickCache(() => ({
    targets: new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }),
    count: countSoon,
  })).targets;
}

/** The link a visitor may follow now, from the cache or, on a miss, the database. */
export async function clickTarget(
  slug: string,
  blockId: string,
  now = new Date(),
): Promise<LinkBlock | null> {
  const key = clickKey(slug, blockId);
  let entry = cache().get(key);
  if (entry === undefined) {
    entry = (await findLinkBlock(slug, blockId)) ?? false;
    cache().set(key, entry, entry ? undefined : { ttl: MISS_TTL_MS });
  }
  return entry && isVisible(entry, now) ? entry : null;
}

/** Forgets every cached target: a page was saved, renamed, unpublished or its owner moderated. */
export function forgetClickTargets(): void {
  cache().clear();
}
