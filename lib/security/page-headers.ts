import { env } from "@/lib/env";
import { pageKind } from "./csp";
import { policyHeaders } from "./policy-headers";

/** The security headers of a page response, and the nonce its scripts carry when it has one. */
export interface PageSecurity {
  /** Set on per-request pages: the policy to hand Next with the request, so it marks its scripts. */
  nonce?: string;
  policy: string;
  headers: Record<string, string>;
}

export function pageSecurity(pathname: string): PageSecurity {
  const kind = pageKind(pathname);
  const nonce =
    kind === "request"
      ? Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64")
      : undefined;
  const headers = policyHeaders(kind, env(), nonce);
  return { nonce, policy: headers["Content-Security-Policy"]!, headers };
}
