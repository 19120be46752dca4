import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  checkDomain,
  expectedRecords,
  type CheckOptions,
  type DomainCheck,
} from "@/lib/biolinks/domains/dns-check";
import { db } from "@/lib/db";
import { startDnsmasq, startSilentDnsServer, type DnsServer, type Zone } from "../support/dnsmasq";

// The custom-domain DNS check against a real DNS server: a dnsmasq per test, holding only that test's
// records. Names live under .test, which dnsmasq answers for alone (NXDOMAIN for what it does not hold).
// tldts knows no .test suffix and treats its last label as one, as it does any unknown TLD: creator.test
// is an apex, links.creator.test a subdomain.

const SITE = "site.creatorkit.test";
const SITE_V4 = "127.0.0.9";
const SITE_V6 = "fd00::9";
const TOKEN = "tok_3f9a1c";
const TXT = `creatorkit-site-verification=${TOKEN}`;
const site: Zone = { a: [[SITE, SITE_V4]], aaaa: [[SITE, SITE_V6]] };

// This file uses no database, but the integration setup boots an embedded one for it in the background,
// and that boot holds the event loop for a second or more: long enough to push a check past its deadline.
beforeAll(async () => {
  await db.execute(sql`select 1`);
});

async function withDns<T>(zone: Zone, run: (options: CheckOptions) => Promise<T>): Promise<T> {
  const dns: DnsServer = await startDnsmasq({
    txt: [...(site.txt ?? []), ...(zone.txt ?? [])],
    cname: zone.cname,
    a: [...(site.a ?? []), ...(zone.a ?? [])],
    aaaa: [...(site.aaaa ?? []), ...(zone.aaaa ?? [])],
  });
  try {
    return await run({ servers: [dns.server], siteHost: SITE, timeoutMs: 2000 });
  } finally {
    await dns.stop();
  }
}

const check = (domain: string, zone: Zone, token = TOKEN) =>
  withDns(zone, (options) => checkDomain(domain, token, options));

const byType = (result: DomainCheck, type: string) => result.records.filter((r) => r.type === type);

describe("a subdomain", () => {
  const domain = "links.creator.test";

  it("is verified with the TXT record and a CNAME to the site", async () => {
    const result = await check(domain, { txt: [[`_creatorkit.${domain}`, TXT]], cname: [[domain, SITE]] });
    expect(result).toEqual({
      verified: true,
      records: [
        {
          type: "TXT",
          name: `_creatorkit.${domain}`,
          value: TXT,
          status: "ok",
          found: [TXT],
          message: "Found.",
        },
        { type: "CNAME", name: domain, value: SITE, status: "ok", found: [SITE], message: "Found." },
      ],
    });
  });

  it("is not verified when the TXT record holds another token", async () => {
    const other = "creatorkit-site-verification=someone-else";
    const result = await check(domain, { txt: [[`_creatorkit.${domain}`, other]], cname: [[domain, SITE]] });
    expect(result.verified).toBe(false);
    expect(byType(result, "TXT")[0]).toMatchObject({ status: "wrong", found: [other] });
    expect(byType(result, "TXT")[0]?.message).toMatch(/different value/);
    expect(byType(result, "CNAME")[0]?.status).toBe("ok");
  });

  it("joins a long TXT value's 255-character chunks", async () => {
    const long = "x".repeat(300);
    const value = `creatorkit-site-verification=${long}`;
    const result = await check(
      domain,
      { txt: [[`_creatorkit.${domain}`, value]], cname: [[domain, SITE]] },
      long,
    );
    expect(result.verified).toBe(true);
  });

  it("follows a CNAME chain to the site", async () => {
    const hop = "proxy.provider.test";
    const result = await check(domain, {
      txt: [[`_creatorkit.${domain}`, TXT]],
      cname: [
        [domain, hop],
        [hop, SITE],
      ],
    });
    expect(byType(result, "CNAME")[0]).toMatchObject({ status: "ok", found: [hop, SITE] });
    expect(result.verified).toBe(true);
  });

  it("says where a CNAME leads instead", async () => {
    const result = await check(domain, {
      txt: [[`_creatorkit.${domain}`, TXT]],
      a: [["old-host.test", "10.1.2.3"]],
      cname: [[domain, "old-host.test"]],
    });
    expect(result.verified).toBe(false);
    expect(byType(result, "CNAME")[0]).toMatchObject({
      status: "wrong",
      found: ["old-host.test"],
      message: `Points to old-host.test instead of ${SITE}.`,
    });
  });

  it("accepts the site's addresses where the DNS provider flattens the CNAME", async () => {
    const result = await check(domain, {
      txt: [[`_creatorkit.${domain}`, TXT]],
      a: [[domain, SITE_V4]],
      aaaa: [[domain, SITE_V6]],
    });
    expect(byType(result, "CNAME")[0]).toMatchObject({ status: "ok", found: [SITE_V4, SITE_V6] });
    expect(result.verified).toBe(true);
  });

  it("calls an address that is not the site's wrong", async () => {
    const result = await check(domain, { a: [[domain, "10.1.2.3"]] });
    expect(byType(result, "CNAME")[0]).toMatchObject({ status: "wrong", found: ["10.1.2.3"] });
  });

  it("finds both records missing on a domain that does not exist", async () => {
    const result = await check("nowhere.creator.test", {});
    expect(result.verified).toBe(false);
    expect(result.records.map((r) => [r.type, r.status, r.found])).toEqual([
      ["TXT", "missing", []],
      ["CNAME", "missing", []],
    ]);
    expect(result.records[0]?.message).toBe("Not found yet.");
  });
});

describe("an apex", () => {
  const domain = "creator.test";
  const txt: Zone["txt"] = [[`_creatorkit.${domain}`, TXT]];

  it("is verified with A and AAAA records holding the site's addresses", async () => {
    const result = await check(domain, { txt, a: [[domain, SITE_V4]], aaaa: [[domain, SITE_V6]] });
    expect(result.verified).toBe(true);
    expect(result.records.map((r) => [r.type, r.value, r.status])).toEqual([
      ["TXT", TXT, "ok"],
      ["A", SITE_V4, "ok"],
      ["AAAA", SITE_V6, "ok"],
    ]);
  });

  it("needs no AAAA record when its A record leads to the site, but needs an A record", async () => {
    const v4Only = await check(domain, { txt, a: [[domain, SITE_V4]] });
    expect(v4Only.verified).toBe(true);
    expect(byType(v4Only, "AAAA")[0]).toMatchObject({ status: "ok", found: [SITE_V4] });
    // IPv6 alone would leave visitors on IPv4-only networks without an answer.
    const v6Only = await check(domain, { txt, aaaa: [[domain, SITE_V6]] });
    expect(v6Only.verified).toBe(false);
    expect(byType(v6Only, "A")[0]).toMatchObject({ status: "missing", found: [SITE_V6] });
    expect(byType(v6Only, "AAAA")[0]?.status).toBe("ok");
  });

  it("calls every address record wrong while a foreign address is set", async () => {
    const result = await check(domain, {
      txt,
      a: [
        [domain, SITE_V4],
        [domain, "10.1.2.3"],
      ],
    });
    expect(result.verified).toBe(false);
    const [a, aaaa] = [byType(result, "A")[0], byType(result, "AAAA")[0]];
    expect(a).toMatchObject({ status: "wrong", message: "Found, but 10.1.2.3 is set too: remove it." });
    expect(new Set(a?.found)).toEqual(new Set([SITE_V4, "10.1.2.3"]));
    expect(aaaa).toMatchObject({ status: "wrong", message: `Points to 10.1.2.3 instead of ${SITE_V6}.` });
  });

  it("finds the address records missing when there are none", async () => {
    const result = await check(domain, { txt });
    expect(result.records.map((r) => [r.type, r.status])).toEqual([
      ["TXT", "ok"],
      ["A", "missing"],
      ["AAAA", "missing"],
    ]);
  });

  it("says so when the site's own host has no address", async () => {
    const result = await withDns({ txt }, (options) =>
      checkDomain(domain, TOKEN, { ...options, siteHost: "unaddressed.creatorkit.test" }),
    );
    expect(result.verified).toBe(false);
    expect(result.records).toEqual([
      expect.objectContaining({ type: "TXT", status: "ok" }),
      {
        type: "A",
        name: domain,
        value: "",
        status: "error",
        found: [],
        message: "This site's own host, unaddressed.creatorkit.test, has no DNS address yet.",
      },
    ]);
  });
});

describe("expectedRecords", () => {
  it("asks an apex for the site's addresses and a subdomain for a CNAME", async () => {
    // example.co.uk: a registrable domain under a two-label public suffix, whatever DNS says.
    const [apex, subdomain] = await withDns({}, (options) =>
      Promise.all([
        expectedRecords("example.co.uk", TOKEN, options),
        expectedRecords("links.example.co.uk", TOKEN, options),
      ]),
    );
    expect(apex).toEqual([
      { type: "TXT", name: "_creatorkit.example.co.uk", value: TXT },
      { type: "A", name: "example.co.uk", value: SITE_V4 },
      { type: "AAAA", name: "example.co.uk", value: SITE_V6 },
    ]);
    expect(subdomain).toEqual([
      { type: "TXT", name: "_creatorkit.links.example.co.uk", value: TXT },
      { type: "CNAME", name: "links.example.co.uk", value: SITE },
    ]);
  });

  it("lists the TXT record alone for an apex while the site has no address", async () => {
    const records = await withDns({}, (options) =>
      expectedRecords("creator.test", TOKEN, { ...options, siteHost: "unaddressed.creatorkit.test" }),
    );
    expect(records).toEqual([{ type: "TXT", name: "_creatorkit.creator.test", value: TXT }]);
  });
});

describe("when the DNS server fails", () => {
  it("reports a silent server as an error within timeoutMs, without throwing", async () => {
    const silent = await startSilentDnsServer();
    try {
      const started = performance.now();
      const result = await checkDomain("links.creator.test", TOKEN, {
        servers: [silent.server],
        siteHost: SITE,
        timeoutMs: 300,
      });
      const elapsed = performance.now() - started;
      expect(result.verified).toBe(false);
      expect(result.records.map((r) => [r.type, r.status, r.message])).toEqual([
        ["TXT", "error", "The DNS server did not answer in time."],
        ["CNAME", "error", "The DNS server did not answer in time."],
      ]);
      // The deadline cancels the lookups at 300 ms; the margin is for a loaded machine's timers.
      expect(elapsed).toBeLessThan(300 + 200);
    } finally {
      await silent.stop();
    }
  });

  it("reports a refused query as an error", async () => {
    // dnsmasq refuses names outside .test: it has no upstream to ask.
    const result = await withDns({}, (options) => checkDomain("links.theirname.com", TOKEN, options));
    expect(result.records.map((r) => [r.status, r.message])).toEqual([
      ["error", "The DNS server refused to answer."],
      ["error", "The DNS server refused to answer."],
    ]);
  });
});
