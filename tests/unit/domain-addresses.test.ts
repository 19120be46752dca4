import type { IncomingMessage } from "node:http";
import { modifyRouteRegex } from "next/dist/lib/redirect-status";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { domainRewrites, routeOnDomain } from "@/lib/biolinks/domains/addresses";

// The rewrites that route creators' domains, run through Next's own matching (as
// next/dist/server/lib/router-utils/filesystem.js builds a beforeFiles rewrite, without `check`, and
// resolve-routes.js applies the list: every rule in order whose source matches the path as the rules before
// it left it), and npm start's reading of the same table (routeOnDomain) beside them.

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
  return pathname;
}

describe("a creator's domain, as Next routes it", () => {
  const DOMAIN = "links.ana.test";
  it.each([
    ["/", "/l/links.ana.test/domain"],
    [`/go/${BLOCK}`, `/l/links.ana.test/go/${BLOCK}`],
    ["/view", "/l/links.ana.test/view"],
    ["/newsletter", "/l/links.ana.test/newsletter"],
    ["/newsletter/rss.xml", "/l/links.ana.test/newsletter/rss.xml"],
    ["/newsletter/spring-sale-2", "/l/links.ana.test/newsletter/spring-sale-2"],
    ["/opengraph-image", "/l/links.ana.test/opengraph-image"],
    ["/qr.svg", "/l/links.ana.test/domain/qr/svg"],
    ["/qr.png", "/l/links.ana.test/domain/qr/png"],
    ["/subscribe", "/l/links.ana.test/domain/subscribe"],
    ["/subscribed", "/l/links.ana.test/domain/subscribed"],
  ])("serves %s from %s, as npm start's early answers read it", (path, route) => {
    expect(routed(`${DOMAIN}:443`, path)).toBe(route);
    expect(routed("Links.Ana.TEST", path)).toBe(route);
    expect(routeOnDomain(`${path}?utm_source=ig`, DOMAIN)).toBe(`${route}?utm_source=ig`);
  });

  it.each([
    "/dashboard",
    "/admin",
    "/login",
    "/api/auth/get-session",
    "/l/ana",
    "/l/bob/go/" + BLOCK,
    "/l/links.bob.test/domain",
    "/l/ana/domain",
    "/tools",
    "/go/not-a-block",
    "/newsletter/a/b",
    "/robots.txt",
    "/_next/image",
    "/api/uploads/x.png",
  ])("has no %s: a plain 404 (app/l/[slug]/domain/[...unknown])", (path) => {
    expect(routed(DOMAIN, path)).toBe("/l/none/domain/unknown");
    expect(routeOnDomain(path, DOMAIN)).toBeNull();
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
    expect(routed("evil_host.example", "/admin")).toBe("/l/none/domain/unknown");
  });
});

describe("the site's own hosts, as Next routes them", () => {
  it.each([SITE, `${SITE}:3000`, "localhost:3000", "127.0.0.1", "[::1]:3000", "preview-abc.vercel.app"])(
    "%s: the site's addresses as they are, and none that only a domain reaches",
    (host) => {
      for (const path of ["/", "/dashboard", "/l/ana", `/l/ana/go/${BLOCK}`, "/l/ana/view", "/newsletter"]) {
        expect(routed(host, path), path).toBe(path);
      }
      expect(routed(host, "/l/ana/domain")).toBe("/l/none/domain/unknown");
      expect(routed(host, "/l/ana/domain/subscribe")).toBe("/l/none/domain/unknown");
      expect(routed(host, "/l/links.ana.test/domain")).toBe("/l/none/domain/unknown");
      expect(routed(host, `/l/links.ana.test/go/${BLOCK}`)).toBe("/l/none/domain/unknown");
    },
  );
});
