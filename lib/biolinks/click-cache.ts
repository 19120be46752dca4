import type { LRUCache } from "lru-cache";
import type { LinkBlock } from "./events";

// The click-target cache, kept on globalThis: Next's bundle fills it (lib/biolinks/click-targets.ts) and
// npm start's server answers the clicks it already knows before Next runs (lib/biolinks/cached-click.ts),
// each with its own copy of these modules in one process. With the cache goes the function that counts a
// click, so the server counts as the route does without loading the auth and database code a second time.

/** What counting needs of a request: a web Request is one. */
export type Visit = Pick<Request, "url" | "headers">;

export interface ClickCache {
  targets: LRUCache<string, LinkBlock | false>;
  count: (visit: Visit, target: LinkBlock, blockId: string) => void;
}

const holder = globalThis as { __creatorkitClicks?: ClickCache };

/** The shared cache, made by `make` the first time. */
export function shareClickCache(make: () => ClickCache): ClickCache {
  return (holder.__creatorkitClicks ??= make());
}

/** The shared cache if Next's side has made it (no click has been answered yet otherwise). */
export function sharedClickCache(): ClickCache | undefined {
  return holder.__creatorkitClicks;
}

export const clickKey = (slug: string, blockId: string) => `${slug}/${blockId}`;
