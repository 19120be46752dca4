import { analyticsOrigins } from "@/lib/analytics/config";
import { env } from "@/lib/env";
import { contentSecurityPolicy, pageKind } from "./csp";

/** The security headers of a page response, and the nonce its scripts carry when it has one. */
export interface PageSecurity {
  /** Set on per-request pages: the policy to hand Next with the request, so it marks its scripts. */
  nonce?: string;
  policy: string;
  headers: Record<string, string>;
}

export function pageSecurity(pathname: string): PageSecurity {
  const config = env();
  const kind = pageKind(pathname);
  const nonce =
    kind === "request"
      ? Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64")
      : undefined;
  const policy = contentSecurityPolicy({
    kind,
    nonce,
    analytics: analyticsOrigins(config),
    dev: config.NODE_ENV === "development",
  });
  const headers: Record<string, string> = { "Content-Security-Policy": policy };
  if (config.SITE_URL.startsWith("https:")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return { nonce, policy, headers };
}
