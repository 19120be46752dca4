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

function signedAddress(path: string, email: string): string {
  const url = new URL(path, env().SITE_URL);
  url.searchParams.set("email", email.toLowerCase());
  url.searchParams.set("token", unsubscribeToken(email));
  return url.toString();
}

/** The page with the unsubscribe button, linked from every e-mail. */
export const unsubscribeUrl = (email: string) => signedAddress("/newsletter/unsubscribe", email);

/** RFC 8058 one-click address: a mail client POSTs `List-Unsubscribe=One-Click` to it. */
export const oneClickUnsubscribeUrl = (email: string) => signedAddress("/api/newsletter/unsubscribe", email);
