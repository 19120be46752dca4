import { beforeEach, describe, expect, it, vi } from "vitest";
import { getAuth } from "@/lib/auth/auth";
import { OPEN_REDIRECT_PAYLOADS, SAME_SITE_PATHS } from "@/scripts/security/open-redirect";
import { truncateAll } from "../support/database";
import { formData, keepCookies, redirectTarget, visitor } from "../support/next-request";

// The sign-in and sign-up actions run for real (better-auth, database, throttle); only Next's request
// context is stood in for. Every payload of the corpus must land on the default page.
vi.mock("next/headers", async () => (await import("../support/next-request")).nextHeaders);

const { signInUser, signUpUser } = await import("@/lib/auth/actions");
const LoginPage = (await import("@/app/(auth)/login/page")).default;

const password = "redirect-password-1";
const pageProps = (next: string) => ({
  params: Promise.resolve({}),
  searchParams: Promise.resolve({ next }),
});
let accounts = 0;

async function signUp(next: string) {
  visitor.reset(`198.51.100.${(accounts % 250) + 1}`); // sign-ups are limited per address
  const email = `redirect-${accounts++}@example.com`;
  return redirectTarget(() => signUpUser(null, formData({ email, password, next })));
}

// Every payload costs a password hash (scrypt): on a busy machine the corpus takes more than 30 seconds.
describe("open redirects after sign-in", { timeout: 180_000 }, () => {
  beforeEach(truncateAll);

  it("sign-up redirects nowhere, whatever the payload: it answers on the page until the address is confirmed", async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      expect(await signUp(payload), JSON.stringify(payload)).toBeNull();
    }
  });

  it("sign-in sends every payload of the corpus to the dashboard, and keeps same-site paths", async () => {
    await signUp("/dashboard");
    const email = `redirect-${accounts - 1}@example.com`;
    const signIn = (next: string) => {
      visitor.jar.clear();
      return redirectTarget(() => signInUser(null, formData({ email, password, next })));
    };
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      expect(await signIn(payload), JSON.stringify(payload)).toBe("/dashboard");
    }
    for (const path of SAME_SITE_PATHS) expect(await signIn(path)).toBe(path);
  });

  it("the login page redirects a signed-in visitor to the dashboard for every payload", async () => {
    visitor.reset();
    const email = "signed-in@example.com";
    await getAuth().api.signUpEmail({ body: { email, password, name: "Signed in" } });
    const { headers } = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
    keepCookies(headers);
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const target = await redirectTarget(() => LoginPage(pageProps(payload)));
      expect(target, JSON.stringify(payload)).toBe("/dashboard");
    }
    const kept = await redirectTarget(() => LoginPage(pageProps("/blog")));
    expect(kept).toBe("/blog");
  });
});
