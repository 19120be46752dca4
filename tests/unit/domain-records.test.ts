import { describe, expect, it } from "vitest";
import { expectedRecords, isApex, TXT_PREFIX, txtName } from "@/lib/biolinks/domains/dns-check";
import { parseEnv } from "@/lib/env";

// The custom-domain records that need no DNS answer; tests/integration/domain-dns.test.ts asks a real server.

describe("the records a custom domain needs", () => {
  it("proves ownership under _creatorkit", () => {
    expect(txtName("links.theirname.com")).toBe("_creatorkit.links.theirname.com");
    expect(TXT_PREFIX).toBe("creatorkit-site-verification=");
  });

  it("tells an apex from a subdomain by the public suffix list", () => {
    for (const apex of ["theirname.com", "example.co.uk", "theirname.com.au"])
      expect(isApex(apex)).toBe(true);
    for (const sub of ["links.theirname.com", "links.example.co.uk", "a.b.example.co.uk"]) {
      expect(isApex(sub)).toBe(false);
    }
    // ICANN suffixes only: a name under a private suffix (github.io) is a subdomain of that suffix's owner.
    expect(isApex("someone.github.io")).toBe(false);
    // An unknown TLD (.test, used by the DNS tests) counts as one label of suffix.
    expect(isApex("creator.test")).toBe(true);
    expect(isApex("links.creator.test")).toBe(false);
  });

  it("points a subdomain at a site reached by address with A or AAAA, as a CNAME cannot hold one", async () => {
    // No lookups: the site's address is its host.
    const options = { servers: [], siteHost: "203.0.113.7" };
    expect(await expectedRecords("links.theirname.com", "t1", options)).toEqual([
      { type: "TXT", name: "_creatorkit.links.theirname.com", value: "creatorkit-site-verification=t1" },
      { type: "A", name: "links.theirname.com", value: "203.0.113.7" },
    ]);
    const v6 = await expectedRecords("theirname.com", "t1", { servers: [], siteHost: "[2001:DB8:0::7]" });
    expect(v6.at(-1)).toEqual({ type: "AAAA", name: "theirname.com", value: "2001:db8::7" });
  });

  it("names the site's host as a subdomain's CNAME target, in lower case without a trailing dot", async () => {
    const records = await expectedRecords("links.theirname.com", "t1", {
      servers: [],
      siteHost: "Site.Example.",
    });
    expect(records.at(-1)).toEqual({ type: "CNAME", name: "links.theirname.com", value: "site.example" });
  });
});

describe("DNS_SERVERS", () => {
  it("takes resolvers in the forms Resolver#setServers accepts", () => {
    expect(parseEnv({}).DNS_SERVERS).toBeUndefined();
    expect(
      parseEnv({ DNS_SERVERS: " 1.1.1.1, 9.9.9.9:5353 ,::1,[2620:fe::fe]:53,[::1]" }).DNS_SERVERS,
    ).toEqual(["1.1.1.1", "9.9.9.9:5353", "::1", "[2620:fe::fe]:53", "::1"]);
  });

  it("refuses anything else, naming the variable and the entry", () => {
    for (const wrong of [
      "dns.google",
      "1.1.1",
      "1.1.1.1:0",
      "1.1.1.1:65536",
      "[::1]:x",
      "1.1.1.1;8.8.8.8",
      ",",
    ]) {
      expect(() => parseEnv({ DNS_SERVERS: wrong })).toThrow(/DNS_SERVERS: must be comma-separated resolver/);
    }
    expect(() => parseEnv({ DNS_SERVERS: "1.1.1.1,dns.google" })).toThrow(/\(not dns\.google\)/);
  });
});
