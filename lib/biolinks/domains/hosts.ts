import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { db } from "@/lib/db";
import { bioDomains, bioPages } from "@/lib/db/schema";

// Which page a creator's domain serves, asked for every request whose Host is not the site's own: kept in
// memory so a request costs no query (DESIGN, The hot path). On globalThis, because npm start's server and
// Next's bundle each have their own copy of this module in one process (as lib/biolinks/shared-targets.ts),
// and a change in Next's actions must reach the server's copy. Bounded, and unknown hosts are remembered
// too, so made-up Host headers cannot fill memory or reach the database more than once a TTL each. Other
// processes see a change within TTL_MS.

export type DomainEntry = { slug: string; verified: boolean } | null;

const MAX_ENTRIES = 10_000;
const TTL_MS = 30_000;

const holder = globalThis as { __creatorkitDomainHosts?: LRUCache<string, { entry: DomainEntry }> };
const hosts = () => (holder.__creatorkitDomainHosts ??= new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS }));

/** What the cache knows of `domain`: undefined when it must be looked up. */
export function knownDomain(domain: string): DomainEntry | undefined {
  return hosts().get(domain)?.entry;
}

/** The page a request for `domain` gets (a claim not verified yet gets none), from the database. */
export async function lookUpDomain(domain: string): Promise<DomainEntry> {
  const rows = await db
    .select({ slug: bioPages.slug, verifiedAt: bioDomains.verifiedAt })
    .from(bioDomains)
    .innerJoin(bioPages, eq(bioPages.id, bioDomains.pageId))
    .where(eq(bioDomains.domain, domain));
  const verified = rows.find((row) => row.verifiedAt);
  const entry = verified
    ? { slug: verified.slug, verified: true }
    : rows[0]
      ? { slug: rows[0].slug, verified: false }
      : null;
  hosts().set(domain, { entry });
  return entry;
}

/** The page a request for `domain` gets, from the cache when it knows. */
export async function findDomain(domain: string): Promise<DomainEntry> {
  const known = knownDomain(domain);
  return known === undefined ? lookUpDomain(domain) : known;
}

/** After a domain is added, verified or removed: this process answers for it anew at once. */
export function forgetDomain(domain: string): void {
  hosts().delete(domain);
}
