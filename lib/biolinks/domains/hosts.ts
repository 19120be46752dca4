import { eq } from "drizzle-orm";
import { boundedLru } from "@/lib/cache/bounded-lru";
import { ChangeMark } from "@/lib/cache/change-mark";
import { sharedPageCache } from "@/lib/cache/shared-cache";
import type { CacheStore } from "@/lib/cache/store";
import { db } from "@/lib/db";
import { bioDomains, bioPages } from "@/lib/db/schema";
import { processSingleton } from "@/lib/process-registry";

// Which page a creator's domain serves, asked by the routes its addresses lead to (slugOfPage in
// page-name.ts), by the cache handler for a domain's copies (cache-tags.ts) and by Caddy's ask
// (app/api/domains/allowed): kept in memory so a request costs no query (DESIGN, The hot path). One per
// process, the process registry's `domainHosts` (lib/process-registry.ts), whichever copy of this module
// asks. Bounded, and unknown hosts are remembered too (in a cache of their own, so a flood of made-up names
// cannot push out the domains that serve pages), so made-up Host headers cannot fill memory or reach the
// database more than once a TTL each.
//
// An entry names the page by its id as well as its slug: a page deleted frees its slug for anyone, and
// its domain must then be forgotten by the page (whose domain row went with it), not wait for a TTL
// while a new page under the old slug is served there. Other instances hear of every change through the
// page cache's store (Redis when REDIS_URL is set, as every instance's saves do): a change marks one tag
// there, each process reads that tag every second and forgets every domain when it moved
// (lib/cache/change-mark.ts). Without a shared store, other processes see a change within TTL_MS, as they
// see a saved page only then too.

export type DomainEntry = { pageId: string; slug: string; verified: boolean } | null;

const MAX_ENTRIES = 10_000;
/** Each cache's bytes: a domain is what a request's Host header says. */
const MAX_BYTES = 4 * 1024 * 1024;
const TTL_MS = 30_000;
/** The page cache's tag that moves on every change of a domain; no page carries it. */
export const DOMAINS_TAG = "creatorkit:bio-domains";

type Cached = { entry: DomainEntry };

export class DomainHosts {
  private readonly known = boundedLru<Cached>({ max: MAX_ENTRIES, maxBytes: MAX_BYTES, ttl: TTL_MS });
  private readonly unknown = boundedLru<Cached>({ max: MAX_ENTRIES, maxBytes: MAX_BYTES, ttl: TTL_MS });
  /** Moves on every forget: a lookup that began before one must not store what it read. */
  private generation = 0;
  private readonly changes: ChangeMark;

  /** `store`: where changes are announced and heard of (the page cache's, once Next has opened it). */
  constructor(store: () => CacheStore | undefined = () => sharedPageCache().store) {
    this.changes = new ChangeMark(DOMAINS_TAG, () => this.forgetAll(), store);
  }

  /** What the cache knows of `domain`: undefined when it must be looked up. */
  knownDomain(domain: string): DomainEntry | undefined {
    return (this.known.get(domain) ?? this.unknown.get(domain))?.entry;
  }

  /** The page a request for `domain` gets (a claim not verified yet gets none), from the database. */
  async lookUpDomain(domain: string): Promise<DomainEntry> {
    const generation = this.generation;
    const rows = await db
      .select({
        pageId: bioPages.id,
        slug: bioPages.slug,
        verifiedAt: bioDomains.verifiedAt,
        disabledAt: bioPages.disabledAt,
      })
      .from(bioDomains)
      .innerJoin(bioPages, eq(bioPages.id, bioDomains.pageId))
      .where(eq(bioDomains.domain, domain));
    const verified = rows.find((row) => row.verifiedAt);
    const shown = verified ?? rows[0];
    // A page the admin disabled keeps its domain, but neither serves nor gets certificates there.
    const entry = shown
      ? { pageId: shown.pageId, slug: shown.slug, verified: Boolean(verified && !verified.disabledAt) }
      : null;
    if (generation === this.generation) (entry ? this.known : this.unknown).set(domain, { entry });
    return entry;
  }

  /** The page a request for `domain` gets, from the cache when it knows. */
  async findDomain(domain: string): Promise<DomainEntry> {
    const known = this.knownDomain(domain);
    return known === undefined ? this.lookUpDomain(domain) : known;
  }

  /** After a domain is added, verified or removed: every instance answers for it anew. */
  async forgetDomain(domain: string): Promise<void> {
    this.generation++;
    this.known.delete(domain);
    this.unknown.delete(domain);
    await this.changes.announce();
  }

  /**
   * After pages are deleted (alone or with their account), disabled or enabled again: their domains are
   * forgotten by page, as a deleted page's domain row is gone.
   */
  async forgetPages(pageIds: string[]): Promise<void> {
    if (pageIds.length === 0) return;
    this.generation++;
    const ids = new Set(pageIds);
    for (const [domain, { entry }] of this.known.entries()) {
      if (entry && ids.has(entry.pageId)) this.known.delete(domain);
    }
    await this.changes.announce();
  }

  /** Reads the shared mark and forgets every domain when another instance (or this one) moved it. */
  hearChanges(): Promise<void> {
    return this.changes.hear();
  }

  stop(): void {
    this.changes.stop();
  }

  private forgetAll(): void {
    this.generation++;
    this.known.clear();
    this.unknown.clear();
  }
}

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    domainHosts: DomainHosts;
  }
}

const hosts = () => processSingleton("domainHosts", () => new DomainHosts());

export const knownDomain = (domain: string) => hosts().knownDomain(domain);
export const lookUpDomain = (domain: string) => hosts().lookUpDomain(domain);
export const findDomain = (domain: string) => hosts().findDomain(domain);
export const forgetDomain = (domain: string) => hosts().forgetDomain(domain);
export const forgetPages = (pageIds: string[]) => hosts().forgetPages(pageIds);
