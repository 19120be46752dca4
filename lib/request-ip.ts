import { createHash } from "node:crypto";
import { env } from "@/lib/env";

/**
 * The client's address as the nearest proxy (or Next's own server) recorded it: the last X-Forwarded-For
 * hop, which a client cannot forge, unlike the first.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || headers.get("x-real-ip")?.trim() || "unknown";
}

/** Salted, so stored hashes cannot be reversed by hashing every IPv4 address. */
export function hashIp(ip: string): string {
  return createHash("sha256").update(`${env().BETTER_AUTH_SECRET}:ip:${ip}`).digest("base64url").slice(0, 32);
}

export function visitorKey(headers: Headers): string {
  return hashIp(clientIp(headers));
}
