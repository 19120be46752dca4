import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { sendRefusal } from "@/lib/security/early-refusal";
import { hasDotSegment } from "@/lib/security/path-guard";
import { knownDomain, lookUpDomain, type DomainEntry } from "./hosts";

// Requests by Host, routed by npm start's server before anything else (scripts/server.ts). The site's own
// host (SITE_URL's), an IP address or a one-label name (localhost) is served as before. A creator's verified
// domain has a few addresses, rewritten to its page's routes under /l/{slug}, so the page cache, the early
// answers and the counts treat them exactly as /l/{slug}'s; any other address on it is a 404, as is every
// address on a domain claimed but not verified, and on any other name (a domain removed, or nobody's: a
// forged Host): as sign-in already refuses origins other than SITE_URL's, the site is served on its own host
// only. /api/health answers on every host. The pages rendered for a domain (/l/{slug}/domain/…) exist only
// behind the rewrite.
// The rules read the path as Next will route it: a target that is not a path (absolute-form,
// `GET http://host/…`) or has dot segments, which Next resolves after these rules passed it by its prefix
// (`/_next/static/../../dashboard`, `/l/{slug}/./domain`), is refused on every host before any rule.
// `next start` and Vercel have no such server, and serve no creator's domain.

const CLICK = /^\/go\/([0-9a-fA-F-]{36})$/;
/** One of the page's published e-mails (an issue's slug: lib/blog/slug.ts). */
const ISSUE = /^\/newsletter\/([a-z0-9-]{1,200})$/;
const INTERNAL = /^\/l\/[^/?]+\/domain(?:[/?]|$)/;
/** Files a page on a domain loads, the same for every host. */
const SHARED = /^\/(?:_next\/static\/|favicon\.ico$|icon\.svg$|apple-icon\.png$|icons\.svg(?:$|\?))/;

/** The address on our routes of `url` on `slug`'s domain; null for an address a domain does not have. */
export function routeOnDomain(url: string, slug: string): string | null {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? "" : url.slice(at);
  if (!path.startsWith("/") || hasDotSegment(path)) return null;
  if (SHARED.test(path)) return url;
  const click = CLICK.exec(path);
  if (click) return `/l/${slug}/go/${click[1]}`;
  const issue = ISSUE.exec(path);
  if (issue) return `/l/${slug}/newsletter/${issue[1]}${query}`;
  switch (path) {
    case "/":
      return `/l/${slug}/domain${query}`;
    case "/view":
      return `/l/${slug}/view${query}`;
    case "/newsletter":
    case "/newsletter/rss.xml":
      return `/l/${slug}${path}${query}`;
    case "/opengraph-image":
      return `/l/${slug}/opengraph-image${query}`;
    case "/qr.svg":
    case "/qr.png":
      return `/l/${slug}/domain/qr/${path.slice(4)}`;
    case "/subscribe":
    case "/subscribed":
      return `/l/${slug}/domain${path}${query}`;
    default:
      return null;
  }
}

/**
 * The name in a Host header that is not the site's own: null for the site's host, an IP address or a
 * one-label name (localhost), which are served as the site; any other name, lower case and without its port.
 */
export function domainOf(host: string | undefined, siteHost: string): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (name === siteHost || !name.includes(".") || isIP(name.replace(/^\[(.*)\]$/, "$1"))) return null;
  return name;
}

/** A name a creator's domain can have (validation.ts stores no other): anything else is nobody's. */
export const possibleDomain = (name: string) => name.length <= 253 && /^[a-z0-9.-]+$/.test(name);

const TEXT = { "content-type": "text/plain; charset=utf-8" };
const badPath = (response: ServerResponse) =>
  void sendRefusal(
    new Response("This address is not valid: it has . or .. segments.", { status: 400, headers: TEXT }),
    response,
  );
const notFound = (response: ServerResponse) =>
  void sendRefusal(new Response("Not found.", { status: 404, headers: TEXT }), response);
const unavailable = (response: ServerResponse) =>
  void sendRefusal(
    new Response("This page is briefly unavailable. Please try again in a minute.", {
      status: 503,
      headers: { ...TEXT, "retry-after": "30" },
    }),
    response,
  );

function apply(entry: DomainEntry, request: IncomingMessage, response: ServerResponse, next: () => void) {
  const asked = request.url ?? "/";
  if (asked === "/api/health") return next();
  const url = entry?.verified && routeOnDomain(asked, entry.slug);
  if (!url) return notFound(response);
  request.url = url;
  // A creator's domain is not ours: no cookie of the site's is read there (its pages set none).
  if (request.headers.cookie !== undefined) delete request.headers.cookie;
  next();
}

/**
 * Routes `request` by its Host: `next()` goes on with it (rewritten for a creator's domain), or it is
 * answered here with a 404. Synchronous when the domain is known, as it is for every request after the first.
 */
export function routeByHost(
  request: IncomingMessage,
  response: ServerResponse,
  siteHost: string,
  next: () => void,
): void {
  const asked = request.url ?? "/";
  const path = asked.split("?", 1)[0]!;
  if (!path.startsWith("/") || hasDotSegment(path)) return badPath(response);
  const domain = domainOf(request.headers.host, siteHost);
  if (!domain) return INTERNAL.test(path) ? notFound(response) : next();
  if (!possibleDomain(domain)) return apply(null, request, response, next);
  const known = knownDomain(domain);
  if (known !== undefined) return apply(known, request, response, next);
  lookUpDomain(domain).then(
    (entry) => apply(entry, request, response, next),
    // The database is away: whose domain this is cannot be known.
    () => unavailable(response),
  );
}
