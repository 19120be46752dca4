import type { LRUCache } from "lru-cache";
import type { ChangeMark } from "../cache/change-mark";
import type { LinkBlock } from "./events";

// Where bio links go and which pages views count for, kept on globalThis: Next's bundle fills these caches
// (lib/biolinks/bio-targets.ts) and npm start's server answers the clicks and views they already know
// before Next runs (lib/biolinks/early-answers.ts), each with its own copy of these modules in one process.
// With the caches goes the function that counts, so the server counts as the routes do without loading
// the auth and database code a second time.

/** What counting needs of a request: a web Request is one. */
export type Visit = Pick<Request, "url" | "headers">;

export interface ViewTarget {
  pageId: string;
  ownerId: string;
}

export interface BioTargets {
  /** By linkKey; false: the link leads nowhere. */
  links: LRUCache<string, LinkBlock | false>;
  /** By slug; false: no public page. */
  views: LRUCache<string, ViewTarget | false>;
  countClick: (visit: Visit, target: ViewTarget, blockId: string) => void;
  /** `sentHost`: the referrer host the page's script reported (`?ref=`). */
  countView: (visit: Visit, target: ViewTarget, sentHost: string | null) => void;
  /** Moves on every forget: a lookup that began before one must not store what it read. */
  generation: number;
  /** Where forgets are announced to and heard from the other instances (lib/cache/change-mark.ts). */
  changes: ChangeMark;
}

const holder = globalThis as { __creatorkitBioTargets?: BioTargets };

/** The shared caches, made by `make` the first time. */
export function shareBioTargets(make: () => BioTargets): BioTargets {
  return (holder.__creatorkitBioTargets ??= make());
}

/** The shared caches if Next's side has made them (no click or view has been answered yet otherwise). */
export function sharedBioTargets(): BioTargets | undefined {
  return holder.__creatorkitBioTargets;
}

export const linkKey = (slug: string, blockId: string) => `${slug}/${blockId}`;
