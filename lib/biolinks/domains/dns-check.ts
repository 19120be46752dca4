import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { getDomain } from "tldts";
import { env } from "@/lib/env";

// The DNS records that serve a creator's bio page on their own domain, and whether they are in
// place yet. A TXT record under _creatorkit proves ownership; a CNAME to the site's host routes a subdomain.
// Where a CNAME cannot live (a zone's apex, or a site known only by its address), A/AAAA records with the
// site's addresses route instead. DNS failures are states to show the creator, never exceptions.

export interface ExpectedRecord {
  type: "CNAME" | "A" | "AAAA" | "TXT";
  name: string;
  value: string;
}
export type RecordStatus = "ok" | "missing" | "wrong" | "error";
export interface RecordState extends ExpectedRecord {
  status: RecordStatus;
  found: string[];
  message: string;
}
export interface DomainCheck {
  verified: boolean;
  records: RecordState[];
}
export interface CheckOptions {
  servers?: string[];
  timeoutMs?: number;
  siteHost?: string;
}

export const TXT_PREFIX = "creatorkit-site-verification=";
const MAX_HOPS = 8;

export function txtName(domain: string): string {
  return `_creatorkit.${domain}`;
}

/** A registrable domain (theirname.com, theirname.co.uk) is its zone's apex, where no CNAME may live. */
export function isApex(domain: string): boolean {
  return getDomain(domain) === domain;
}

export async function expectedRecords(
  domain: string,
  token: string,
  options?: CheckOptions,
): Promise<ExpectedRecord[]> {
  const dns = openLookups(options);
  try {
    const txt = txtRecord(domain, token);
    if (!byAddress(domain, dns.siteHost)) return [txt, cnameRecord(domain, dns.siteHost)];
    // Without the site's addresses there is nothing to point at: checkDomain says why.
    const site = await siteAddresses(dns);
    return failed(site) ? [txt] : [txt, ...addressRecords(domain, site)];
  } finally {
    dns.close();
  }
}

export async function checkDomain(
  domain: string,
  token: string,
  options?: CheckOptions,
): Promise<DomainCheck> {
  const dns = openLookups(options);
  try {
    // In parallel: the deadline covers the whole check, so sequential lookups would starve the last ones.
    const [txt, routing] = await Promise.all([txtState(dns, domain, token), routingStates(dns, domain)]);
    const records = [txt, ...routing];
    return { verified: records.every((r) => r.status === "ok"), records };
  } finally {
    dns.close();
  }
}

type Failure = { code: string };
/** A lookup's records (none when the name or the type does not exist), or why the server did not say. */
type Answer<T> = T[] | Failure;
type Lookups = ReturnType<typeof openLookups>;
interface Addresses {
  v4: string[];
  v6: string[];
}

const failed = <T>(answer: T | Failure): answer is Failure =>
  typeof answer === "object" && answer !== null && "code" in answer;

function openLookups(options: CheckOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 3000;
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  const servers = options.servers ?? env().DNS_SERVERS;
  if (servers?.length) resolver.setServers(servers);
  // c-ares times each query out per server, and a CNAME chain is a query per hop: one deadline, after
  // which pending queries are cancelled and new ones not sent, keeps the whole check within timeoutMs.
  const deadline = Date.now() + timeoutMs;
  const timer = setTimeout(() => resolver.cancel(), timeoutMs);
  return {
    siteHost: hostName(options.siteHost ?? new URL(env().SITE_URL).hostname),
    async ask<T>(query: (r: Resolver) => Promise<T[]>): Promise<Answer<T>> {
      if (Date.now() >= deadline) return { code: "ECANCELLED" };
      try {
        return await query(resolver);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "EUNKNOWN";
        return code === "ENOTFOUND" || code === "ENODATA" ? [] : { code };
      }
    },
    close() {
      clearTimeout(timer);
      resolver.cancel();
    },
  };
}

/** Lower case, without a trailing dot or an IPv6 literal's brackets, an address in its canonical form. */
function hostName(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[(.*)\]$/, "$1");
  return isIP(bare) ? canonicalAddress(bare) : bare;
}

function canonicalAddress(address: string): string {
  return ipaddr.parse(address).toString();
}

function byAddress(domain: string, siteHost: string): boolean {
  // A CNAME names a host, never an address: a site reached by its address is pointed at with A/AAAA.
  return isApex(domain) || isIP(siteHost) !== 0;
}

const txtRecord = (domain: string, token: string): ExpectedRecord => ({
  type: "TXT",
  name: txtName(domain),
  value: `${TXT_PREFIX}${token}`,
});

const cnameRecord = (domain: string, siteHost: string): ExpectedRecord => ({
  type: "CNAME",
  name: domain,
  value: siteHost,
});

function addressRecords(domain: string, site: Addresses): ExpectedRecord[] {
  return [
    ...site.v4.map((value) => ({ type: "A" as const, name: domain, value })),
    ...site.v6.map((value) => ({ type: "AAAA" as const, name: domain, value })),
  ];
}

async function siteAddresses(dns: Lookups): Promise<Addresses | Failure> {
  const kind = isIP(dns.siteHost);
  if (kind === 4) return { v4: [dns.siteHost], v6: [] };
  if (kind === 6) return { v4: [], v6: [dns.siteHost] };
  return addressesOf(dns, dns.siteHost);
}

async function addressesOf(dns: Lookups, name: string): Promise<Addresses | Failure> {
  const [v4, v6] = await Promise.all([dns.ask((r) => r.resolve4(name)), dns.ask((r) => r.resolve6(name))]);
  if (failed(v4)) return v4;
  if (failed(v6)) return v6;
  return { v4: v4.map(canonicalAddress), v6: v6.map(canonicalAddress) };
}

/** The names a CNAME chain leads through from `domain`, stopping at `target`, a dead end or MAX_HOPS. */
async function cnameChain(dns: Lookups, domain: string, target: string): Promise<string[] | Failure> {
  const names: string[] = [];
  let name = domain;
  while (name !== target && names.length < MAX_HOPS) {
    const answer = await dns.ask((r) => r.resolveCname(name));
    if (failed(answer)) return answer;
    const next = answer[0] === undefined ? undefined : hostName(answer[0]);
    if (next === undefined || names.includes(next)) break;
    names.push(next);
    name = next;
  }
  return names;
}

async function txtState(dns: Lookups, domain: string, token: string): Promise<RecordState> {
  const record = txtRecord(domain, token);
  const answer = await dns.ask((r) => r.resolveTxt(record.name));
  if (failed(answer)) return state(record, "error", [], failureMessage(answer.code));
  // A long value arrives in 255-character chunks; editors add stray spaces.
  const found = answer.map((chunks) => chunks.join("").trim());
  if (found.includes(record.value)) return state(record, "ok", found, "Found.");
  if (found.length === 0) return state(record, "missing", found, "Not found yet.");
  return state(record, "wrong", found, "The TXT record holds a different value.");
}

async function routingStates(dns: Lookups, domain: string): Promise<RecordState[]> {
  const { siteHost } = dns;
  // Asked at once, awaited only if needed: a CNAME found makes the addresses moot, and close() cancels
  // what is still pending (ask never rejects, so a promise left unawaited is harmless).
  const siteLookup = siteAddresses(dns);
  const mineLookup = addressesOf(dns, domain);
  if (byAddress(domain, siteHost)) return addressStates(domain, siteHost, await siteLookup, await mineLookup);

  const record = cnameRecord(domain, siteHost);
  const chain = await cnameChain(dns, domain, siteHost);
  if (failed(chain)) return [state(record, "error", [], failureMessage(chain.code))];
  const last = chain.at(-1);
  if (last === siteHost) return [state(record, "ok", chain, "Found.")];
  if (last) return [state(record, "wrong", chain, `Points to ${last} instead of ${siteHost}.`)];
  // No CNAME: providers that flatten CNAMEs answer with the target's addresses instead.
  const mine = await mineLookup;
  if (failed(mine)) return [state(record, "error", [], failureMessage(mine.code))];
  const addresses = [...mine.v4, ...mine.v6];
  if (addresses.length === 0) return [state(record, "missing", [], "Not found yet.")];
  const site = await siteLookup;
  if (failed(site)) return [state(record, "error", addresses, failureMessage(site.code))];
  if (routesHere(mine, site)) return [state(record, "ok", addresses, "Found (as this site's addresses).")];
  return [state(record, "wrong", addresses, `Points to ${list(addresses)} instead of ${siteHost}.`)];
}

function addressStates(
  domain: string,
  siteHost: string,
  site: Addresses | Failure,
  mine: Addresses | Failure,
): RecordState[] {
  const problem = (message: string) => [state({ type: "A", name: domain, value: "" }, "error", [], message)];
  if (failed(site)) return problem(failureMessage(site.code));
  const expected = addressRecords(domain, site);
  if (expected.length === 0) return problem(`This site's own host, ${siteHost}, has no DNS address yet.`);
  if (failed(mine)) return expected.map((r) => state(r, "error", [], failureMessage(mine.code)));

  const found = [...mine.v4, ...mine.v6];
  const foreign = found.filter((a) => !site.v4.includes(a) && !site.v6.includes(a));
  const routed = routesHere(mine, site);
  return expected.map((record) => {
    const present = found.includes(record.value);
    if (foreign.length > 0) {
      const [verb, them] = foreign.length > 1 ? ["are", "them"] : ["is", "it"];
      const message = present
        ? `Found, but ${list(foreign)} ${verb} set too: remove ${them}.`
        : `Points to ${list(foreign)} instead of ${record.value}.`;
      return state(record, "wrong", found, message);
    }
    if (present) return state(record, "ok", found, "Found.");
    // With one of the site's addresses in place every visitor arrives; the rest add nothing they need.
    if (routed) return state(record, "ok", found, "Not set, which is fine: your other records lead here.");
    return state(record, "missing", found, "Not found yet.");
  });
}

/**
 * Whether a name's addresses lead to this site: some, all of them the site's, and an IPv4 one among them
 * when the site has any, as IPv6 alone leaves visitors on IPv4-only networks without an answer.
 */
function routesHere(mine: Addresses, site: Addresses): boolean {
  const all = [...mine.v4, ...mine.v6];
  if (all.length === 0 || !all.every((a) => site.v4.includes(a) || site.v6.includes(a))) return false;
  return site.v4.length === 0 || mine.v4.length > 0;
}

function state(record: ExpectedRecord, status: RecordStatus, found: string[], message: string): RecordState {
  return { ...record, status, found, message };
}

function failureMessage(code: string): string {
  switch (code) {
    case "ETIMEOUT":
    case "ECANCELLED":
      return "The DNS server did not answer in time.";
    case "EREFUSED":
      return "The DNS server refused to answer.";
    case "ECONNREFUSED":
      return "The DNS server could not be reached.";
    case "ESERVFAIL":
      return "The DNS server could not get an answer from your domain's name servers.";
    default:
      return `The DNS lookup failed (${code}).`;
  }
}

function list(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}
