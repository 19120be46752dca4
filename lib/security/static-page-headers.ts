import { analyticsOrigins } from "../analytics/config";
import type { Env } from "../env";
import { contentSecurityPolicy, type PageKind } from "./csp";

// The headers of a page kind that every visitor gets alike (no nonce), beyond FIXED_HEADERS: set by
// next.config.ts headers() on cached, tool and bio pages, and by npm start's server on the bio clicks and
// views it answers before Next (lib/biolinks/early-answers.ts). Relative imports: next.config.ts loads
// this file.

export type StaticPageKind = Exclude<PageKind, "request">;

type PageEnv = Pick<
  Env,
  "SITE_URL" | "NODE_ENV" | "ANALYTICS_PROVIDER" | "ANALYTICS_SITE_ID" | "ANALYTICS_SCRIPT_URL"
>;

export function staticPageHeaders(kind: StaticPageKind, config: PageEnv): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy({
      kind,
      analytics: analyticsOrigins(config),
      dev: config.NODE_ENV === "development",
    }),
  };
  if (config.SITE_URL.startsWith("https:")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}
