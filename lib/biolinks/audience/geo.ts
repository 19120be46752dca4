import "server-only";
import { BlockList, isIPv4 } from "node:net";
import path from "node:path";
import { env } from "@/lib/env";
import { open, validate, type CountryResponse, type Reader } from "maxmind";

// The country of a view or click, from an offline database read into memory once per process: no request
// leaves the server, and only the two-letter code is kept, never the address. The database is
// @ip-location-db/geo-whois-asn-country-mmdb (CC0; from RIRs' WHOIS and ASN data), refreshed by updating that
// package (README, Bio-page statistics). GEO_DB_PATH points at another MMDB with a `country_code` or
// GeoLite2's `country.iso_code`.

// ip-location-db's rows are `{ country_code }`; GeoLite2's, `{ country: { iso_code } }`.
type Row = CountryResponse & { country_code?: string };

const DEFAULT_DB = path.join(
  process.cwd(),
  "node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb",
);

const holder = globalThis as { __creatorkitGeo?: Promise<Reader<Row> | null> };

function reader(): Promise<Reader<Row> | null> {
  holder.__creatorkitGeo ??= open<Row>(env().GEO_DB_PATH ?? DEFAULT_DB).catch((error: unknown) => {
    // Counting goes on without countries rather than not at all.
    console.error("[creatorkit] the country database could not be read:", (error as Error).message);
    return null;
  });
  return holder.__creatorkitGeo;
}

// Private, shared and link-local addresses are nobody's country, whatever the database lists for them (it
// gives 172.16/12 and 192.168/16 to Australia): a proxy or container bridge in front would count as one.
const LOCAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  LOCAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  LOCAL.addSubnet(network, prefix, "ipv6");

/** The ISO 3166-1 alpha-2 code of the address's country, or '' when the address or country is unknown. */
export async function countryOf(address: string): Promise<string> {
  // A server listening on :: sees IPv4 visitors as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (!validate(ip) || LOCAL.check(ip, isIPv4(ip) ? "ipv4" : "ipv6")) return "";
  const row = (await reader())?.get(ip);
  const code = row?.country_code ?? row?.country?.iso_code ?? "";
  return /^[A-Z]{2}$/.test(code) ? code : "";
}
