import { asks, isCaddyAddress } from "@/lib/biolinks/domains/ask-clients";
import { domainOf, possibleDomain } from "@/lib/biolinks/domains/addresses";
import { findDomain } from "@/lib/biolinks/domains/hosts";
import { clientIp, hashIp } from "@/lib/request-ip";
import { siteHost } from "@/lib/site-url";

// Caddy's on-demand TLS asks here before it obtains a certificate for a name a visitor's TLS handshake
// asked for (deploy/caddy/Caddyfile): 200 only for a creator's verified domain, so nobody can make it
// request certificates for names of their choosing. Answered from the same cache as the requests are
// (hosts.ts, which remembers unknown names too, in a bounded cache of their own). Anyone else who asks,
// to learn which names are creators' or to make us look names up, is limited per address; Caddy asks
// from loopback, or from CADDY_ASK_ADDRESSES, without a limit, as every visitor's handshake makes it ask.

const NO_STORE = { "cache-control": "no-store" };

export async function GET(request: Request) {
  const ip = clientIp(request.headers);
  if (!isCaddyAddress(ip)) {
    const taken = await asks.take(hashIp(ip));
    if (!taken.ok)
      return new Response("Too many questions. Please try again in a minute.", {
        status: 429,
        headers: { ...NO_STORE, "retry-after": "60" },
      });
  }
  const domain = domainOf(new URL(request.url).searchParams.get("domain") ?? "", siteHost());
  const entry = domain && possibleDomain(domain) ? await findDomain(domain) : null;
  return entry?.verified
    ? new Response("Allowed.", { headers: NO_STORE })
    : new Response("Not a verified domain.", { status: 404, headers: NO_STORE });
}
