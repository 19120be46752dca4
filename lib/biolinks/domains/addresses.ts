// The addresses a creator's verified domain has, and where each is served from: one table, which Next's
// own request-time routing applies (next.config.ts rewrites, under `npm start` and `next start` alike,
// docs/design/custom-domains.md) and which npm start's server reads to find the answers it may send before
// Next (scripts/server.ts). A domain's address is rewritten to its page's routes with the domain in the
// `[slug]` segment (/l/links.ana.test/go/…): a name with a dot, which no slug has, resolved to the page by
// domains/page-name.ts. Any other address on a domain is a 404, as is every address on a domain claimed
// but not verified, and on any other name (a domain removed, or nobody's: a forged Host): as sign-in
// already refuses origins other than SITE_URL's, the site is served on its own host only. The routes a
// domain's addresses lead to answer nothing on the site's own host for a domain's name, nor does the page
// rendered for a domain's root (/l/{slug}/domain): they exist only behind the rewrite.
// No imports: next.config.ts loads this at build.

/**
 * A Host name with a dot, other than an IPv4 address: every name a creator's domain could be, and every
 * made-up one, which gets a 404 as nobody's. An IPv6 address, a one-label name (localhost) and the site's
 * own names are the site's.
 */
const DOMAIN_NAME = "(?!\\d+\\.\\d+\\.\\d+\\.\\d+$)[^.\\[\\]]*\\.[^\\[\\]]*";

/**
 * Each address a domain has, as a regular expression over its path without the leading slash (with at most
 * one group), and the route under /l/{domain} serving it ($1: the group). Few entries, each a rewrite: Next
 * matches every rewrite anew on every request that reaches a page or route (handleRewrites in
 * next/dist/server/server-utils.js compiles each rule's source each time), so each rule costs every
 * request about 1 % of a cached page's throughput under `next start` (docs/design/custom-domains.md).
 */
export const DOMAIN_ADDRESSES: readonly { path: string; route: string }[] = [
  { path: "", route: "/domain" },
  // The page's own routes, shared with its address under the slug. An issue's slug: lib/blog/slug.ts.
  {
    path: "(go/[0-9a-fA-F-]{36}|view|newsletter|newsletter/rss\\.xml|newsletter/[a-z0-9-]{1,200}|opengraph-image)",
    route: "/$1",
  },
  // Routes only a domain has.
  { path: "(subscribe|subscribed)", route: "/domain/$1" },
  { path: "qr\\.(svg|png)", route: "/domain/qr/$1" },
];

/** Served the same on every host: the files a page loads, and the health check. */
const SHARED = "_next/static/|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|icons\\.svg$|api/health$";

/** A plain 404 (app/l/[slug]/domain/[...unknown]). */
const NOWHERE = "/l/none/domain/unknown";

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: "host"; value: string }[];
  missing?: { type: "host"; value: string }[];
};

/** An address's path as a source of Next's (its group the parameter `p`, a dot outside it as is). */
const source = (path: string) => {
  const at = path.indexOf("(");
  const outside = (text: string) => text.replace(/\\\./g, ".");
  return at === -1 ? `/${outside(path)}` : `/${outside(path.slice(0, at))}:p${path.slice(at)}`;
};

/**
 * The rewrites of next.config.ts, before the file system: every address of a domain (a Host that is a name
 * with a dot and none of `siteHosts`, lower case without its port, as Next compares it) to its route,
 * anything else on a domain to a 404; on the site's own hosts, the routes only a domain reaches to a 404.
 */
export function domainRewrites(siteHosts: string[]): Rewrite[] {
  const own = siteHosts.map((host) => host.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const notOwn = `(?!(?:${own})$)${DOMAIN_NAME}`;
  const onDomain = [{ type: "host" as const, value: `(?<domain>${notOwn})` }];
  // Next applies every beforeFiles rewrite whose source matches the path as the ones before left it (they
  // have no `check`): the 404 comes first and takes what no other rule will, and each rule's output
  // (/l/…) is a source of none of the rules after it on a domain.
  const addresses = DOMAIN_ADDRESSES.map(({ path }) => path.replace(/\(/g, "(?:")).join("|");
  return [
    { source: `/:path((?!(?:${addresses})$)(?!${SHARED}).*)`, has: onDomain, destination: NOWHERE },
    ...DOMAIN_ADDRESSES.map(({ path, route }) => ({
      source: source(path),
      has: onDomain,
      destination: `/l/:domain${route.replace("$1", ":p")}`,
    })),
    // The routes of a domain asked for by their own address, on the site's host (or an IP address).
    {
      source: "/l/:path([^/]*\\.[^/]*(?:/.*)?|[^/]+/domain(?:/.*)?)",
      missing: [{ type: "host" as const, value: notOwn }],
      destination: NOWHERE,
    },
  ];
}

/**
 * The route under /l/{domain} that serves `url` (path and query) on `domain`, as the rewrites above do;
 * null for an address the domain does not have or that is served as is. For npm start's early answers.
 */
export function routeOnDomain(url: string, domain: string): string | null {
  const at = url.indexOf("?");
  const path = (at === -1 ? url : url.slice(0, at)).slice(1);
  const query = at === -1 ? "" : url.slice(at);
  for (const { pattern, route } of MATCHERS) {
    const match = pattern.exec(path);
    if (match) return `/l/${domain}${route.replace("$1", match[1] ?? "")}${query}`;
  }
  return null;
}

const MATCHERS = DOMAIN_ADDRESSES.map(({ path, route }) => ({ pattern: new RegExp(`^${path}$`), route }));

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
