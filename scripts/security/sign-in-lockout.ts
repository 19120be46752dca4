import { authApi, cookieHeader, probeEmail, runWhenMain } from "../security-client";

// Finding 2 of issue 12: guessing at an account from elsewhere must not lock its owner out, and 40
// concurrent wrong guesses must not get more than the limit (SIGN_IN_MAX_FAILURES, 5 unless the server
// says otherwise: pass the same variable) to the password check.

export default async function check(baseUrl: string): Promise<string[]> {
  const limit = Number(process.env.SIGN_IN_MAX_FAILURES ?? 5);
  const email = probeEmail("lockout");
  const password = "probe-password-1";
  const signUp = await authApi(baseUrl, "/sign-up/email", { email, password, name: "Probe" });
  if (!signUp.ok) return [`could not sign up a probe account (${signUp.status})`];

  // The owner signs in once: this client is now a known device.
  const ownerSignIn = await authApi(baseUrl, "/sign-in/email", { email, password });
  const device = cookieHeader(ownerSignIn)
    .split("; ")
    .filter((c) => c.startsWith("ck_device_"))
    .join("; ");
  if (!ownerSignIn.ok || !device) return [`the owner's sign-in set no device cookie (${ownerSignIn.status})`];

  const failures: string[] = [];
  const guesses = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      authApi(baseUrl, "/sign-in/email", { email, password: `guess-${i}` }),
    ),
  );
  const checked = guesses.filter((r) => r.status === 401).length;
  if (checked > limit)
    failures.push(`${checked} of 40 concurrent guesses reached the password check (limit ${limit})`);
  const attackerWithPassword = await authApi(baseUrl, "/sign-in/email", { email, password });
  if (attackerWithPassword.ok) failures.push("an unknown client still signed in after the lockout");

  const owner = await authApi(baseUrl, "/sign-in/email", { email, password }, device);
  if (!owner.ok) failures.push(`the owner's known device was locked out too (${owner.status})`);
  return failures;
}

runWhenMain(import.meta.url, "sign-in-lockout", check);
