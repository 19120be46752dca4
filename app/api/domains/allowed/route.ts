import { knownDomain, lookUpDomain } from "@/lib/biolinks/domains/hosts";
import { domainOf } from "@/lib/biolinks/domains/host-routing";
import { siteHost } from "@/lib/site-url";

// Caddy's on-demand TLS asks here before it obtains a certificate for a name a visitor's TLS handshake
// asked for (deploy/caddy/Caddyfile): 200 only for a creator's verified domain, so nobody can make it
// request certificates for names of their choosing. Answered from the same cache as the requests are.
export async function GET(request: Request) {
  const domain = domainOf(new URL(request.url).searchParams.get("domain") ?? "", siteHost());
  const known = domain ? knownDomain(domain) : null;
  const entry = known === undefined ? await lookUpDomain(domain!) : known;
  return entry?.verified
    ? new Response("Allowed.", { headers: { "cache-control": "no-store" } })
    : new Response("Not a verified domain.", { status: 404, headers: { "cache-control": "no-store" } });
}
