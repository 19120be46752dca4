import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getAuth } from "./auth";
import { TWO_FACTOR_CHALLENGE_COOKIE } from "./two-factor";

export type Session = NonNullable<Awaited<ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>>>;

/**
 * The current session, read from the database once per request. The cookie header is rebuilt from
 * cookies() because a server action that rotates the session (password change) re-renders the page
 * with the request's old headers but the new cookies.
 */
export const getSession = cache(async (): Promise<Session | null> => {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set("cookie", (await cookies()).toString());
  return getAuth().api.getSession({ headers: requestHeaders });
});

export function isAdmin(session: Session | null): boolean {
  return session?.user.role === "admin";
}

/** For admin pages and layouts: anyone else goes to the admin sign-in. */
export async function requireAdmin(): Promise<Session> {
  const session = await getSession();
  if (!session) redirect("/admin/login");
  if (!isAdmin(session)) redirect("/admin/login?denied=1");
  return session;
}

/** For signed-in pages of the public site. */
export async function requireUser(next = "/dashboard"): Promise<Session> {
  const session = await getSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(next)}`);
  return session;
}

/** For admin route handlers: null when the caller is an admin, otherwise the response to send. */
export async function adminOnlyResponse(): Promise<Response | null> {
  const session = await getSession();
  if (!session) return new Response("Sign in as an admin first", { status: 401 });
  return isAdmin(session) ? null : new Response("Forbidden", { status: 403 });
}

/** Whether this browser is between a sign-in's password and its two-factor code (the code page's guard). */
export async function hasPendingSignIn(): Promise<boolean> {
  const name = (await getAuth().$context).createAuthCookie(TWO_FACTOR_CHALLENGE_COOKIE).name;
  return (await cookies()).has(name);
}
