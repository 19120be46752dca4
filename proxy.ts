import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { refuseBadAction } from "@/lib/security/action-guard";
import { isMalformedPath, malformedPathResponse } from "@/lib/security/path-guard";
import { impossibleSlugResponse, isImpossibleSlug } from "@/lib/security/slug-guard";
import { pageSecurity } from "@/lib/security/page-headers";
import { isDirectKindRoute } from "@/lib/tools/kind-routes";

// 0. Addresses that do not decode to text get a 400 (lib/security/path-guard.ts).
//    Addresses of posts, ebooks, terms, pages or tools no slug rule allows get a 404 before rendering
//    (lib/security/slug-guard.ts), so a flood of made-up slugs never reaches the page cache. So do the
//    tool kinds' own routes asked for directly: a tool has one address, /tool/<slug> (lib/tools/kind-routes.ts).
// 1. Server action requests Next would answer with a 500 get a 4xx here (lib/security/action-guard.ts).
// 2. Redirect-only guard: requests without a session cookie never reach admin pages. The real check
//    (session and role, on the server) runs in the admin layout and in every admin action and handler.
// 3. Every page gets its Content-Security-Policy; per-request pages a fresh nonce, which Next reads from
//    the request's own CSP header and puts on its scripts.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isMalformedPath(pathname)) return malformedPathResponse();
  if (isImpossibleSlug(pathname) || isDirectKindRoute(pathname)) return impossibleSlugResponse();
  const refused = await refuseBadAction(request, pathname);
  if (refused) return refused;

  const security = pageSecurity(pathname);
  const isAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  let response: NextResponse;
  // The sign-in's second step (/admin/login/two-factor) comes before there is a session, too.
  const isSignIn = pathname === "/admin/login" || pathname.startsWith("/admin/login/");
  if (isAdmin && !isSignIn && !getSessionCookie(request)) {
    response = NextResponse.redirect(new URL("/admin/login", request.url));
  } else if (security.nonce) {
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", security.policy);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  for (const [name, value] of Object.entries(security.headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: route handlers, Next's files and public/ get their headers from next.config.ts.
  matcher: [
    "/((?!api/|_next/static|_next/image|favicon\\.ico|robots\\.txt|sitemap\\.xml|sitemaps/|downloads/).*)",
  ],
};
