import { runWhenMain } from "../security-client";
import { rawGet } from "./_raw-http";

// Issue 62, item 3: npm start's server passed a creator's domain any address starting /_next/static/, and
// Next resolved the dot segments after it, so `/_next/static/../../dashboard` there was the dashboard; on
// the site's own host `/l/{slug}/./domain` reached the rendering meant for a domain only. Every path with a
// dot segment (however escaped), and a request target that is not a path, must answer 400 on any host.
// Sent byte for byte, since every HTTP client resolves dot segments before sending.

const FOREIGN_HOST = "links.security-check.example";

const TARGETS = [
  "/_next/static/../../dashboard",
  "/_next/static/../../login",
  "/_next/static/%2e%2e/%2e%2e/dashboard",
  "/_next/static/.%2E/%2e./admin",
  "/_next/static/..%2f..%2fdashboard",
  "/_next/static/./../../l/security-check",
  "/l/security-check/./domain",
  "/l/security-x/../security-check/domain",
];

export default async function check(baseUrl: string): Promise<string[]> {
  const findings: string[] = [];
  const siteHost = new URL(baseUrl).host;
  const home = await rawGet(baseUrl, "/", siteHost);
  if (home.status !== 200 && (home.status < 300 || home.status >= 400))
    return [`the raw client got ${home.status} for / on ${siteHost}: cannot judge the rest`];
  for (const host of [FOREIGN_HOST, siteHost]) {
    for (const target of TARGETS) {
      const { status } = await rawGet(baseUrl, target, host);
      if (status !== 400) findings.push(`GET ${target} with Host ${host} answered ${status}, not 400`);
    }
    const absolute = `http://${host}/_next/static/../../dashboard`;
    const { status } = await rawGet(baseUrl, absolute, host);
    if (status !== 400) findings.push(`GET ${absolute} (absolute-form) answered ${status}, not 400`);
  }
  // A dot inside a segment is no dot segment: such an address is not refused as one.
  const dotted = await rawGet(baseUrl, "/blog/v1.2..3", siteHost);
  if (dotted.status === 400) findings.push("GET /blog/v1.2..3 was refused as a dot segment");
  return findings;
}

runWhenMain(import.meta.url, "dot-segments", check);
