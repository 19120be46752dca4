import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";
import { limiter } from "@/lib/rate-limit";

// Who may ask /api/domains/allowed without a limit: Caddy, whose on-demand TLS asks once per new name a
// handshake brings. It runs beside the app (loopback) or where CADDY_ASK_ADDRESSES says.

/** `address` as clientIp gives it (IPv4-mapped IPv6 included), in one form to compare. */
function canonical(address: string): string | null {
  try {
    return ipaddr.process(address).toString();
  } catch {
    return null;
  }
}

export function isCaddyAddress(address: string): boolean {
  const ip = canonical(address);
  if (!ip) return false;
  if (ipaddr.parse(ip).range() === "loopback") return true;
  return env().CADDY_ASK_ADDRESSES.some((configured) => canonical(configured) === ip);
}

/** Asks per minute from one address other than Caddy's (docs/bio-pages.md). */
export const ASKS_PER_MINUTE = 30;
export const asks = limiter("domain-ask", { limit: ASKS_PER_MINUTE, windowMs: 60_000 });
