import "server-only";
import { BlockList, isIPv4 } from "node:net";
import path from "node:path";
import { env } from "@/lib/env";
import { processSingleton, registered } from "@/lib/process-registry";
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

/** The database: loading, then loaded (null: it could not be read). */
interface Geo {
  loading: Promise<Reader<Row> | null>;
  loaded?: Reader<Row> | null;
}

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    geo: Geo;
  }
}

function reader(): Promise<Reader<Row> | null> {
  return processSingleton("geo", () => {
    const geo: Geo = {
      loading: open<Row>(env().GEO_DB_PATH ?? DEFAULT_DB).then(
        (opened) => (geo.loaded = opened),
        (error: unknown) => {
          // Counting goes on without countries rather than not at all.
          console.error("[creatorkit] the country database could not be read:", (error as Error).message);
          return (geo.loaded = null);
        },
      ),
    };
    return geo;
  }).loading;
}

// Private, shared and link-local addresses are nobody's country, whatever the database lists for them (it
// gives 172.16/12 and 192.168/16 to Australia): a proxy or container bridge in front would count as one.
// IPv4 is tested by its first two octets (a BlockList check makes a SocketAddress per call, ~3 µs a count).
const LOCAL_V4: ((a: number, b: number) => boolean)[] = [
  (a) => a === 0 || a === 10 || a === 127,
  (a, b) => a === 100 && b >= 64 && b < 128,
  (a, b) => a === 169 && b === 254,
  (a, b) => a === 172 && b >= 16 && b < 32,
  (a, b) => a === 192 && b === 168,
];
const LOCAL_V6 = new BlockList();
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  LOCAL_V6.addSubnet(network, prefix, "ipv6");

function isLocal(ip: string): boolean {
  if (!isIPv4(ip)) return LOCAL_V6.check(ip, "ipv6");
  const [a, b] = ip.split(".", 2).map(Number) as [number, number];
  return LOCAL_V4.some((range) => range(a, b));
}

/** The ISO 3166-1 alpha-2 code of the address's country, or '' when the address or country is unknown. */
export async function countryOf(address: string): Promise<string> {
  await reader();
  return countryNow(address)!;
}

/**
 * The same, at once, once the database is loaded (null before: a count then waits for countryOf), so that
 * a count makes no promise per click.
 */
export function countryNow(address: string): string | null {
  const geo = registered("geo");
  if (geo?.loaded === undefined) {
    reader();
    return null;
  }
  // A server listening on :: sees IPv4 visitors as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (!validate(ip) || isLocal(ip)) return "";
  const row = geo.loaded?.get(ip);
  const code = row?.country_code ?? row?.country?.iso_code ?? "";
  return /^[A-Z]{2}$/.test(code) ? code : "";
}
