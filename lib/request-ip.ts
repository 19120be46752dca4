import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { env } from "@/lib/env";
import { register, registered } from "@/lib/process-registry";

// Which address a request comes from, for per-visitor limits and counts. What Next 16 does with
// X-Forwarded-For (base-server.js): `req.headers["x-forwarded-for"] ??= socket.remoteAddress`. It fills the
// header in only when the request has none, so a client's own header reaches the app untouched and the
// connection's address is lost. Hence:
// - TRUST_PROXY=n (n ≥ 1): n proxies stand in front, the nearest appending its peer's address, so the
//   visitor is the n-th address from the right (as Express's `trust proxy` = n). Anything further left
//   is the visitor's own claim. The same under any server, since none of them changes a present header.
// - TRUST_PROXY=0: only the connection counts. A server that runs Next in-process (scripts/server.ts)
//   pins the header to it; under a server that does not (`next start`), the header may be forged and the
//   connection is unknowable, so every visitor counts as one until TRUST_PROXY or the server is fixed.

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    /** Set by the server's copy of this module, read by Next's. */
    connectionAddressPinned: boolean;
  }
}

/** The visitor every request counts as when its address cannot be known (see above). */
export const UNVERIFIED_ADDRESS = "unverified";

/**
 * For a server that runs Next in-process with no proxy in front: the request's X-Forwarded-For becomes its
 * connection's address, and a visitor's own X-Forwarded-Host is dropped (Next then fills it from Host), so
 * neither Next's origin check nor ours compares Origin with a host the sender chose.
 */
export function pinConnectionAddress(request: IncomingMessage): void {
  register("connectionAddressPinned", true);
  request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
  delete request.headers["x-forwarded-host"];
}

let warned = false;
function warnUnverified(): void {
  if (warned) return;
  warned = true;
  console.warn(
    "[creatorkit] TRUST_PROXY=0, but this server passes a visitor's own X-Forwarded-For through (next start, " +
      "next dev): every visitor counts as one. Serve with `npm start`, or set TRUST_PROXY to the number of " +
      "proxies in front (docs/deploy.md, Client addresses).",
  );
}

/** The visitor's address, trusting exactly `trustedHops` proxies' records in X-Forwarded-For. */
export function clientIp(headers: Headers, trustedHops = env().TRUST_PROXY): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  if (trustedHops === 0) {
    if (!registered("connectionAddressPinned")) {
      warnUnverified();
      return UNVERIFIED_ADDRESS;
    }
    return chain.at(-1) ?? "unknown";
  }
  // Fewer records than proxies: the request skipped some of them; the furthest record is the best left.
  return chain.at(-trustedHops) ?? chain[0] ?? "unknown";
}

/** Salted, so stored hashes cannot be reversed by hashing every IPv4 address. */
export function hashIp(ip: string): string {
  return createHash("sha256").update(`${env().BETTER_AUTH_SECRET}:ip:${ip}`).digest("base64url").slice(0, 32);
}

export function visitorKey(headers: Headers): string {
  return hashIp(clientIp(headers));
}
