import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// Unsubscribe links are signed so nobody can unsubscribe someone else by guessing an address.

export function unsubscribeToken(email: string): string {
  return createHmac("sha256", env().BETTER_AUTH_SECRET)
    .update(`newsletter-unsubscribe:${email.toLowerCase()}`)
    .digest("base64url");
}

export function isValidUnsubscribeToken(email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(email: string): string {
  const url = new URL("/newsletter/unsubscribe", env().SITE_URL);
  url.searchParams.set("email", email.toLowerCase());
  url.searchParams.set("token", unsubscribeToken(email));
  return url.toString();
}

/** RFC 8058 one-click address: a mail client POSTs `List-Unsubscribe=One-Click` to it. */
export function oneClickUnsubscribeUrl(email: string): string {
  const url = new URL("/api/newsletter/unsubscribe", env().SITE_URL);
  url.searchParams.set("email", email.toLowerCase());
  url.searchParams.set("token", unsubscribeToken(email));
  return url.toString();
}
