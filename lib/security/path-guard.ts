import { NON_PAGE_POLICY } from "./csp";

// Addresses whose escapes do not decode to text ("%ff", overlong "%c0%af") or decode to control
// characters ("%00") reach the database as parameters Postgres refuses, and Next answers 500. No page
// of ours has such an address, so they are refused before routing.

const CONTROL = /[\u0000-\u001f\u007f]/;

export function isMalformedPath(pathname: string): boolean {
  try {
    return CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

export function malformedPathResponse(): Response {
  return new Response("This address is not valid: it contains characters no page of this site uses.", {
    status: 400,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": NON_PAGE_POLICY,
    },
  });
}

/**
 * A path with a `.` or `..` segment, however written (`%2e`, `.%2E`, `..%2f`, `..\`): Next resolves them
 * before routing, so a path that passes a rule by its prefix (`/_next/static/../../dashboard`) would be
 * routed as another. No address of ours has one; a path that does not decode is isMalformedPath's.
 */
export function hasDotSegment(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Undecodable: checked raw, and refused as malformed anyway.
  }
  return decoded.split(/[/\\]/).some((segment) => segment === "." || segment === "..");
}
