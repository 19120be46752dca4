import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { domainOf } from "@/lib/biolinks/domains/addresses";
import { refuseBadAction } from "@/lib/security/action-guard";
import { pageSecurity } from "@/lib/security/page-headers";
import { siteHost } from "@/lib/site-url";

// Runs only where a request needs work of its own (see `config.matcher`; DESIGN, The hot path): a proxy
// that does nothing already costs half a cached page's throughput. Everything else is set without it:
// fixed headers and the policy of cached, tool and bio pages in next.config.ts, refusals of malformed and
// impossible addresses in npm start's server (lib/security/early-refusal.ts).
// 1. Server action requests Next would answer with a 500 get a 4xx here (lib/security/action-guard.ts).
// 2. Redirect-only guard: requests without a session cookie never reach admin pages. The real check
//    (session and role, on the server) runs in the admin layout and in every admin action and handler.
// 3. Pages rendered per request get a Content-Security-Policy with a fresh nonce, which Next reads from
//    the request's own CSP header and puts on its scripts.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const refused = await refuseBadAction(request, pathname);
  if (refused) return refused;
  // A creator's domain has none of these pages: Next's rewrites, which run after this, answer 404 there
  // (lib/biolinks/domains/addresses.ts).
  if (domainOf(request.headers.get("host") ?? undefined, siteHost())) return NextResponse.next();

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
    return NextResponse.next();
  }
  for (const [name, value] of Object.entries(security.headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Pages rendered per request (lib/security/csp.ts pageKind), and the admin's redirect. One source:
    // Next builds each source's RegExp anew and tests it on every request.
    "/:path(admin(?:/.*)?|dashboard(?:/.*)?|edit(?:/.*)?|login|reset-password)",
    // Server actions, and forms posted without JavaScript, on any page: every request with a body (a
    // browser's GET carries no Content-Type), however its type is spelled. Route handlers (/api) cap and
    // check their own bodies, uploads included, and never went through the proxy.
    { source: "/:path((?!api/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/:path((?!api/|_next/).*)", has: [{ type: "header", key: "content-type" }] },
  ],
};
