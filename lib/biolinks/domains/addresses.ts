// How a creator's verified domain is routed: one rewrite (next.config.ts, applied by Next under `npm start`
// and `next start` alike, docs/design/custom-domains.md) sends every address on a domain to the same path
// under /l/{domain}/domain, where the file system holds what a domain has (app/l/[slug]/domain: the page,
// its links and beacon, its newsletter, sign-up and QR code; anything else a plain 404), with the domain in
// the `[slug]` segment: a name with a dot, which no slug has, resolved to the page by domains/page-name.ts.
// That is every address on a domain claimed but not verified, and on any other name (a domain removed, or
// nobody's: a forged Host), too: their page is nobody's, so a 404. As sign-in already refuses origins other
// than SITE_URL's, the site is served on its own host only; the addresses under /l/{domain} and
// /l/{slug}/domain answer nothing there. npm start's server routes a domain's request the same way only to
// find the answers it may send before Next (scripts/server.ts).
// No imports: next.config.ts loads this at build.

/**
 * A Host name with a dot, other than an IPv4 address: every name a creator's domain could be, and every
 * made-up one, which gets a 404 as nobody's. An IPv6 address, a one-label name (localhost) and the site's
 * own names are the site's.
 */
const DOMAIN_NAME = "(?!\\d+\\.\\d+\\.\\d+\\.\\d+$)[^.\\[\\]]*\\.[^\\[\\]]*";

/** Served the same on every host, not routed: the files a page loads, and the health check. */
const SHARED = "_next/static/|(?:favicon\\.ico|icon\\.svg|apple-icon\\.png|icons\\.svg|api/health)$";

/** The addresses under /l that a domain's routes have: a name with a dot, or a page's /domain routes. */
const DOMAIN_ROUTE = "[^/]*\\.[^/]*(?:/.*)?|[^/]+/domain(?:/.*)?";

/** A plain 404 (app/l/[slug]/domain/[...unknown]). */
const NOWHERE = "/l/none/domain/unknown";

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: "host"; value: string }[];
  missing?: { type: "host"; value: string }[];
};

/**
 * The rewrites of next.config.ts, before the file system: every address on a domain (a Host that is a name
 * with a dot and none of `siteHosts`, lower case without its port, as Next compares it) to its route; on the
 * site's own hosts, the routes only a domain reaches to a 404. Two rules and short ones, because Next pays
 * for each on every request to every page: it matches each against the path, and its route module compiles
 * each rule's source anew per request (Next's handleRewrites; docs/design/custom-domains.md has the
 * measurements).
 */
export function domainRewrites(siteHosts: string[]): Rewrite[] {
  const own = siteHosts.map((host) => host.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const notOwn = `(?!(?:${own})$)${DOMAIN_NAME}`;
  return [
    {
      source: `/:path((?!${SHARED}).*)`,
      has: [{ type: "host", value: `(?<domain>${notOwn})` }],
      destination: "/l/:domain/domain/:path",
    },
    { source: `/l/:path(${DOMAIN_ROUTE})`, missing: [{ type: "host", value: notOwn }], destination: NOWHERE },
  ];
}

/**
 * The route under /l/{domain}/domain that serves `url` (path and query) on `domain`, as the rewrite above
 * does; null for an address served as is. For npm start's early answers.
 */
export function routeOnDomain(url: string, domain: string): string | null {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  if (IS_SHARED.test(path.slice(1))) return null;
  return `/l/${domain}/domain${path === "/" ? "" : path}${at === -1 ? "" : url.slice(at)}`;
}

const IS_SHARED = new RegExp(`^(?:${SHARED})`);

/**
 * Whether `url` asks for one of the routes only a domain's rewrite may reach (the site's host has none): a
 * first segment under /l with a dot, or a second segment "domain". String tests, not a regular expression:
 * npm start's server asks this of every bio click.
 */
export function isDomainRoute(url: string): boolean {
  if (!url.startsWith("/l/")) return false;
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  const end = path.indexOf("/", 3);
  if (end === -1) return path.includes(".", 3);
  if (path.indexOf(".", 3) !== -1 && path.indexOf(".", 3) < end) return true;
  return end > 3 && path.startsWith("/domain", end) && (path.length === end + 7 || path[end + 7] === "/");
}

/**
 * The name in a Host header that is a creator's domain if any is: null for the site's host, an IP address
 * or a one-label name (localhost), which are served as the site; any other name, lower case, without port.
 */
export function domainOf(host: string | undefined, siteHost: string): string | null {
  // npm start's server asks this of every request: most are the site's, a one-label name or an address.
  if (!host?.includes(".")) return null;
  const name = host.toLowerCase().replace(/:\d+$/, "");
  return name === siteHost || !IS_DOMAIN_NAME.test(name) ? null : name;
}

const IS_DOMAIN_NAME = new RegExp(`^${DOMAIN_NAME}$`);

/** A name a creator's domain can have (validation.ts stores no other): anything else is nobody's. */
export const possibleDomain = (name: string) => name.length <= 253 && /^[a-z0-9.-]+$/.test(name);
