import { env } from "../env";
import type { PageKind } from "./csp";
import { FIXED_HEADERS } from "./fixed-headers";
import { policyHeaders } from "./policy-headers";

// What next.config.ts headers() puts on a cached, tool or bio address in the production build, for the
// answers npm start's server sends before Next (lib/biolinks/early-answers.ts, lib/cache/early-pages.ts).

const built = new Map<PageKind, Record<string, string>>();

export function earlyPageHeaders(kind: PageKind): Record<string, string> {
  let headers = built.get(kind);
  if (!headers) {
    headers = { ...FIXED_HEADERS, ...policyHeaders(kind, env()) };
    built.set(kind, headers);
  }
  return headers;
}
