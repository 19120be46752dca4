import { pathTag } from "@/lib/next-adapter/cache-handler";
import { findDomain } from "./hosts";

// A page served on a creator's domain is cached under the route its address leads to, with the domain in
// the `[slug]` segment (/l/links.ana.test/domain/newsletter: addresses.ts), beside the same page under the
// slug (/l/ana/newsletter; the domain's root page is /l/ana/domain there). Every
// save, moderation or domain change revalidates the page's paths under its slug (lib/biolinks/revalidate.ts),
// so each copy cached for a domain also carries the tag of its twin under the slug: whatever expires the
// one expires the other, on every instance, without anyone knowing which domains have copies.

const ON_DOMAIN = /^\/l\/([^/]+\.[^/]+)\/domain(\/.*)?$/;

/** The extra tags of the cache entry of `path`: its twin's under the page's slug, for a domain's copy. */
export async function domainCopyTags(path: string | undefined): Promise<string[]> {
  const match = path ? ON_DOMAIN.exec(path) : null;
  if (!match) return [];
  const entry = await findDomain(match[1]!);
  return entry ? [pathTag(`/l/${entry.slug}${match[2] ?? "/domain"}`)] : [];
}
