import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// OWASP's device cookie: a browser that signed in to an account holds a cookie naming that account and a
// random nonce, signed with the server's secret. The account is part of what is signed, so a cookie
// earned on one's own account is worth nothing on another's.

const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const sign = (payload: string) =>
  createHmac("sha256", env().BETTER_AUTH_SECRET).update(`device:${payload}`).digest("base64url");

/** One cookie per account, so a browser shared by two accounts is known to both. */
export function deviceCookieName(userId: string): string {
  return `ck_device_${createHash("sha256").update(userId).digest("base64url").slice(0, 12)}`;
}

export interface DeviceCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; maxAge: number };
}

/** A new cookie for `userId` (a new nonce on every sign-in, as OWASP advises). */
export function issueDeviceCookie(userId: string): DeviceCookie {
  const payload = `${userId}.${randomBytes(16).toString("base64url")}`;
  return {
    name: deviceCookieName(userId),
    value: `${payload}.${sign(payload)}`,
    options: {
      httpOnly: true,
      sameSite: "lax",
      secure: env().SITE_URL.startsWith("https:"),
      path: "/",
      maxAge: MAX_AGE_SECONDS,
    },
  };
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The nonce of a genuine device cookie of `userId` in the request's Cookie header, otherwise null. */
export function knownDeviceNonce(cookieHeader: string | null, userId: string): string | null {
  const value = cookieValue(cookieHeader, deviceCookieName(userId));
  const [owner, nonce, signature, ...rest] = value?.split(".") ?? [];
  if (!owner || !nonce || !signature || rest.length > 0 || owner !== userId) return null;
  const expected = Buffer.from(sign(`${owner}.${nonce}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}
