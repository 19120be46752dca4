import { eq } from "drizzle-orm";
import { createPage } from "@/lib/biolinks/store";
import { db } from "@/lib/db";
import { bioDomains } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { makeUser } from "./biolinks";
import { startDnsmasq, type DnsServer, type Zone } from "./dnsmasq";

// Creators' domains in integration tests: a real DNS server (dnsmasq) holding the records a test gives,
// asked by the checks as DNS_SERVERS would make them ask it.

// SITE_URL is unset in tests: the site's host is localhost.
const SITE_ZONE: Zone = { a: [["localhost", "127.0.0.1"]] };
let dns: DnsServer | undefined;

/** Serves `zone` (and the site's host) from a new dnsmasq, the resolver the checks ask from now on. */
export async function serveZone(zone: Zone): Promise<void> {
  await dns?.stop();
  dns = await startDnsmasq({
    a: [...(SITE_ZONE.a ?? []), ...(zone.a ?? [])],
    cname: zone.cname,
    txt: zone.txt,
  });
  // DNS_SERVERS is read once per process: the parsed settings take the new server's address.
  Object.assign(env(), { DNS_SERVERS: [dns.server] });
}

export const stopZone = async () => {
  await dns?.stop();
  dns = undefined;
};

/** The token the TXT record of `pageId`'s domain must hold. */
export const tokenOf = async (pageId: string) =>
  (await db.select().from(bioDomains).where(eq(bioDomains.pageId, pageId)))[0]?.token ?? "";

/** The TXT record that proves `domain` is the owner's of `token`. */
export const ownership = (domain: string, token: string): [string, string] => [
  `_creatorkit.${domain}`,
  `creatorkit-site-verification=${token}`,
];

/** A confirmed, signed-in user with one page. */
export async function userWithPage(email: string, slug: string) {
  const made = await makeUser(email);
  const page = await createPage(made.id, { slug, title: slug }, 5);
  if (!page.ok) throw new Error(`page ${slug}: ${JSON.stringify(page)}`);
  return { ...made, pageId: page.id };
}
