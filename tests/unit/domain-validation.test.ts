import { describe, expect, it } from "vitest";
import { domainOf, possibleDomain, routeOnDomain } from "@/lib/biolinks/domains/host-routing";
import { DOMAIN_MESSAGES, displayDomain, normalizeDomain } from "@/lib/biolinks/domains/validation";

// What a creator may type as a domain, and which addresses a verified domain has.

const SITE = "creatorkit.example";
const normalize = (input: string) => normalizeDomain(input, SITE);

describe("a creator's domain as typed", () => {
  it("is kept as a Host header carries it: lower case, IDNs in punycode", () => {
    expect(normalize("  Links.Example.COM ")).toEqual({ domain: "links.example.com" });
    expect(normalize("bücher.example")).toEqual({ domain: "xn--bcher-kva.example" });
    expect(normalize("xn--bcher-kva.example")).toEqual({ domain: "xn--bcher-kva.example" });
    expect(normalize("theirname.co.uk")).toEqual({ domain: "theirname.co.uk" });
    expect(displayDomain("xn--bcher-kva.example")).toBe("bücher.example");
  });

  it.each([
    ["", DOMAIN_MESSAGES.required],
    ["https://links.example.com", DOMAIN_MESSAGES.scheme],
    ["links.example.com/me", DOMAIN_MESSAGES.path],
    ["links.example.com?x=1", DOMAIN_MESSAGES.path],
    ["links.example.com:8443", DOMAIN_MESSAGES.port],
    ["*.example.com", DOMAIN_MESSAGES.wildcard],
    ["links.example.com.", DOMAIN_MESSAGES.trailingDot],
    ["203.0.113.7", DOMAIN_MESSAGES.ip],
    ["[2001:db8::1]", DOMAIN_MESSAGES.ip],
    ["2001:db8::1", DOMAIN_MESSAGES.ip],
    ["localhost", DOMAIN_MESSAGES.oneLabel],
    ["links example.com", DOMAIN_MESSAGES.invalid],
    ["a..example.com", DOMAIN_MESSAGES.invalid],
    ["-links.example.com", DOMAIN_MESSAGES.invalid],
    ["links_me.example.com", DOMAIN_MESSAGES.invalid],
    [`${"a".repeat(64)}.example.com`, DOMAIN_MESSAGES.invalid],
    ["co.uk", DOMAIN_MESSAGES.suffix],
    ["github.io", DOMAIN_MESSAGES.suffix],
    ["creatorkit.example", DOMAIN_MESSAGES.ours],
    ["CreatorKit.Example", DOMAIN_MESSAGES.ours],
    ["links.creatorkit.example", DOMAIN_MESSAGES.ours],
  ])("%j is refused: %s", (input, message) => {
    expect(normalize(input)).toEqual({ error: message });
  });
});

describe("addresses on a verified domain", () => {
  const id = "0b9a2a53-3f0f-4f0c-9a57-6a0d3f8e0d11";
  it("map to the page's routes", () => {
    expect(routeOnDomain("/", "ana")).toBe("/l/ana/domain");
    expect(routeOnDomain("/?utm_source=ig", "ana")).toBe("/l/ana/domain?utm_source=ig");
    expect(routeOnDomain(`/go/${id}`, "ana")).toBe(`/l/ana/go/${id}`);
    expect(routeOnDomain("/view?ref=t.co", "ana")).toBe("/l/ana/view?ref=t.co");
    expect(routeOnDomain("/subscribe", "ana")).toBe("/l/ana/domain/subscribe");
    expect(routeOnDomain("/subscribed?state=confirmed", "ana")).toBe(
      "/l/ana/domain/subscribed?state=confirmed",
    );
    expect(routeOnDomain("/opengraph-image?abc", "ana")).toBe("/l/ana/opengraph-image?abc");
    expect(routeOnDomain("/qr.svg", "ana")).toBe("/l/ana/domain/qr/svg");
    expect(routeOnDomain("/newsletter", "ana")).toBe("/l/ana/newsletter");
    expect(routeOnDomain("/newsletter/spring-sale-2", "ana")).toBe("/l/ana/newsletter/spring-sale-2");
    expect(routeOnDomain("/newsletter/rss.xml", "ana")).toBe("/l/ana/newsletter/rss.xml");
    expect(routeOnDomain("/_next/static/css/app.css", "ana")).toBe("/_next/static/css/app.css");
  });

  it.each([
    "/dashboard",
    "/admin",
    "/login",
    "/api/auth/get-session",
    "/l/ana",
    "/l/bob",
    "/l/ana/domain",
    "/tools",
    "/go/not-a-block",
    "/newsletter/Upper-Case",
    "/newsletter/a/b",
    "/newsletter/",
    "/go/",
    "/robots.txt",
    "/_next/image?url=x",
    "/api/uploads/x.png",
  ])("have no %s", (path) => {
    expect(routeOnDomain(path, "ana")).toBeNull();
  });

  it("are asked for by Host names that are not the site's or an address", () => {
    expect(domainOf("Links.Example.com:8443", SITE)).toBe("links.example.com");
    expect(domainOf("creatorkit.example", SITE)).toBeNull();
    expect(domainOf("creatorkit.example:3000", SITE)).toBeNull();
    expect(domainOf("localhost:3000", SITE)).toBeNull();
    expect(domainOf("127.0.0.1:3000", SITE)).toBeNull();
    expect(domainOf("[::1]:3000", SITE)).toBeNull();
    expect(domainOf("[::ffff:10.0.0.1]", SITE)).toBeNull();
    expect(domainOf("Evil_Host.example", SITE)).toBe("evil_host.example");
    expect(possibleDomain("evil_host.example")).toBe(false);
    expect(possibleDomain("a".repeat(250) + ".com")).toBe(false);
    expect(possibleDomain("links.example.com")).toBe(true);
    expect(domainOf(undefined, SITE)).toBeNull();
  });
});
