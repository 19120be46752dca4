import { domainOf, possibleDomain } from "@/lib/biolinks/domains/host-routing";
import { findDomain } from "@/lib/biolinks/domains/hosts";
import { siteHost } from "@/lib/site-url";

// Caddy's on-demand TLS asks here before it obtains a certificate for a name a visitor's TLS handshake
// asked for (deploy/caddy/Caddyfile): 200 only for a creator's verified domain, so nobody can make it
// request certificates for names of their choosing. Answered from the same cache as the requests are.
export async function GET(request: Request) {
  const domain = domainOf(new URL(request.url).searchParams.get("domain") ?? "", siteHost());
  const entry = domain && possibleDomain(domain) ? await findDomain(domain) : null;
  return entry?.verified
    ? new Response("Allowed.", { headers: { "cache-control": "no-store" } })
    : new Response("Not a verified domain.", { status: 404, headers: { "cache-control": "no-store" } });
}
