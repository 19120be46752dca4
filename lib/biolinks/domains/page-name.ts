import { findDomain } from "./hosts";

// The `[slug]` segment of a bio page's routes names the page by its slug, or, behind a creator's domain's
// rewrite (addresses.ts), by that domain: a name with a dot, which no slug has.

export const isDomainName = (name: string) => name.includes(".");

/** The slug of the page `name` names: itself, or the page a verified domain serves; null for none. */
export async function slugOfPage(name: string): Promise<string | null> {
  if (!isDomainName(name)) return name;
  const entry = await findDomain(name);
  return entry?.verified ? entry.slug : null;
}
