import { analyticsOrigins } from "../analytics/config";
import type { Env } from "../env";
import { contentSecurityPolicy, type PageKind } from "./csp";

// A page's headers beyond FIXED_HEADERS: its Content-Security-Policy, and HSTS on an https site. Set by
// next.config.ts headers() on cached, tool and bio pages (no nonce), by proxy.ts on per-request pages (with
// one, lib/security/page-headers.ts), and by npm start's server on the pages, bio clicks and views it answers
// before Next (lib/security/early-page-headers.ts). Relative imports: next.config.ts loads this file.

export type StaticPageKind = Exclude<PageKind, "request">;

type PageEnv = Pick<
  Env,
  "SITE_URL" | "NODE_ENV" | "ANALYTICS_PROVIDER" | "ANALYTICS_SITE_ID" | "ANALYTICS_SCRIPT_URL"
>;

export function policyHeaders(kind: PageKind, config: PageEnv, nonce?: string): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy({
      kind,
      nonce,
      analytics: analyticsOrigins(config),
      dev: config.NODE_ENV === "development",
    }),
  };
  if (config.SITE_URL.startsWith("https:")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}
