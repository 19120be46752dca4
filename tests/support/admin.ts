import { getAuth } from "@/lib/auth/auth";

/** The cookie header of a real admin sign-in (the account ensureAdminAccount made), for calling actions. */
export async function adminCookie(): Promise<string> {
  const { headers } = await getAuth().api.signInUsername({
    body: { username: "admin", password: process.env.ADMIN_PASSWORD! },
    headers: new Headers({ "x-forwarded-for": "203.0.113.1" }),
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
