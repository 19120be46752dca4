import type { IncomingMessage } from "node:http";
import { modifyRouteRegex } from "next/dist/lib/redirect-status";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { domainRewrites, isDomainRoute, routeOnDomain } from "@/lib/biolinks/domains/addresses";

// The rewrites that route creators' domains, run through Next's own matching (as
// next/dist/server/lib/router-utils/filesystem.js builds a beforeFiles rewrite, without `check`, and
// resolve-routes.js applies the list: every rule in order whose source matches the path as the rules before
// it left it), and npm start's routing of the same requests (routeOnDomain, isDomainRoute) beside them. What
// the routes they lead to answer (a page, a click, a 404 for an address a domain does not have) is the file
// system's: tests/integration/custom-domain-hosts.test.ts and tests/e2e/custom-domain.spec.ts.

const SITE = "creatorkit.example";
const BLOCK = "0b9a2a53-3f0f-4f0c-9a57-6a0d3f8e0d11";
const rules = domainRewrites([SITE, "preview-abc.vercel.app"]).map((rule) => ({
  ...rule,
  match: getPathMatch(rule.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex: string) => modifyRouteRegex(regex, undefined),
  }),
}));

/** The path Next routes `url` on `host` to after these rewrites. */
function routed(host: string, url: string): string {
  const parsed = new URL(url, "http://internal");
  const query = Object.fromEntries(parsed.searchParams);
  const request = { headers: { host } } as unknown as IncomingMessage;
  let pathname = parsed.pathname;
  for (const rule of rules) {
    const params = rule.match(pathname);
    if (!params) continue;
    const hasParams = matchHas(request, query, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query,
    });
    pathname = parsedDestination.pathname!;
  }
  // As Next's file system lookup reads a path: the root's rewrite ends in a slash.
  return pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
}

describe("a creator's domain, as Next routes it", () => {
  const DOMAIN = "links.ana.test";
  it.each([
    ["/", "/l/links.ana.test/domain"],
    [`/go/${BLOCK}`, `/l/links.ana.test/domain/go/${BLOCK}`],
    ["/view", "/l/links.ana.test/domain/view"],
    ["/newsletter", "/l/links.ana.test/domain/newsletter"],
    ["/newsletter/rss.xml", "/l/links.ana.test/domain/newsletter/rss.xml"],
    ["/newsletter/spring-sale-2", "/l/links.ana.test/domain/newsletter/spring-sale-2"],
    ["/qr.svg", "/l/links.ana.test/domain/qr.svg"],
    ["/subscribe", "/l/links.ana.test/domain/subscribe"],
    ["/subscribed", "/l/links.ana.test/domain/subscribed"],
    // Addresses a domain does not have lead to the same folder, whose catch-all route is a 404.
    ["/dashboard", "/l/links.ana.test/domain/dashboard"],
    ["/api/auth/get-session", "/l/links.ana.test/domain/api/auth/get-session"],
    [`/l/bob/go/${BLOCK}`, `/l/links.ana.test/domain/l/bob/go/${BLOCK}`],
    ["/l/links.bob.test/domain", "/l/links.ana.test/domain/l/links.bob.test/domain"],
    ["/_next/image", "/l/links.ana.test/domain/_next/image"],
  ])("serves %s from %s, as npm start's early answers read it", (path, route) => {
    expect(routed(`${DOMAIN}:443`, path)).toBe(route);
    expect(routed("Links.Ana.TEST", path)).toBe(route);
    expect(routeOnDomain(`${path}?utm_source=ig`, DOMAIN)).toBe(`${route}?utm_source=ig`);
  });

  it("loads the site's built files and answers the health check as every host does", () => {
    for (const path of [
      "/_next/static/css/app.css",
      "/favicon.ico",
      "/icon.svg",
      "/icons.svg",
      "/api/health",
    ]) {
      expect(routed(DOMAIN, path)).toBe(path);
      expect(routeOnDomain(path, DOMAIN)).toBeNull();
    }
  });

  it("is any name with a dot that is not the site's: a made-up or removed one gets the 404s of nobody's page", () => {
    expect(routed("evil_host.example", "/")).toBe("/l/evil_host.example/domain");
    expect(routed("evil_host.example", "/admin")).toBe("/l/evil_host.example/domain/admin");
  });
});

describe("the site's own hosts, as Next routes them", () => {
  it.each([SITE, `${SITE}:3000`, "localhost:3000", "127.0.0.1", "[::1]:3000", "preview-abc.vercel.app"])(
    "%s: the site's addresses as they are, and none that only a domain reaches",
    (host) => {
      for (const path of ["/", "/dashboard", "/l/ana", `/l/ana/go/${BLOCK}`, "/l/ana/view", "/newsletter"]) {
        expect(routed(host, path), path).toBe(path);
      }
      for (const path of [
        "/l/ana/domain",
        "/l/ana/domain/subscribe",
        "/l/links.ana.test/domain",
        `/l/links.ana.test/domain/go/${BLOCK}`,
        `/l/links.ana.test/go/${BLOCK}`,
      ]) {
        expect(routed(host, path), path).toBe("/l/none/domain/unknown");
        // npm start's server sends these on to Next rather than answer them early.
        expect(isDomainRoute(`${path}?ref=x`), path).toBe(true);
      }
      for (const path of [
        "/l/ana",
        `/l/ana/go/${BLOCK}`,
        "/l/ana/view?ref=x",
        "/l/ana/newsletter",
        "/about",
      ]) {
        expect(isDomainRoute(path), path).toBe(false);
      }
    },
  );
});
