import { describe, expect, it } from "vitest";
import { domainOf, possibleDomain } from "@/lib/biolinks/domains/addresses";
import { DOMAIN_MESSAGES, displayDomain, normalizeDomain } from "@/lib/biolinks/domains/validation";

// What a creator may type as a domain, and which Host names are a domain's (domain-addresses.test.ts: its addresses).

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

describe("the Host a creator's domain is asked for by", () => {
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
