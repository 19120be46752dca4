import postgres from "postgres";
import { authApi, probeEmail, runWhenMain } from "../security-client";

// Finding 6 of issue 12: after a password reset, an older reset link of the same account must not work.
// The links travel by e-mail, so the check reads them from the server's outbox: it needs the server's
// PostgreSQL as DATABASE_URL (an embedded PGlite database cannot be opened while the server runs).

async function resetLinks(databaseUrl: string, email: string): Promise<string[]> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await client<{ text: string }[]>`
      select text from email_outbox where "to" = ${email} and template = 'password-reset'
      order by created_at`;
    return rows.map((r) => new URL(r.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token") ?? "");
  } finally {
    await client.end();
  }
}

export default async function check(baseUrl: string): Promise<string[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith("postgres")) {
    console.warn("reset-tokens: skipped, set DATABASE_URL to the server's PostgreSQL to read its outbox");
    return [];
  }
  const email = probeEmail("reset");
  const signUp = await authApi(baseUrl, "/sign-up/email", {
    email,
    password: "probe-password-1",
    name: "Probe",
  });
  if (!signUp.ok) return [`could not sign up a probe account (${signUp.status})`];
  for (let i = 0; i < 2; i++) {
    const asked = await authApi(baseUrl, "/request-password-reset", { email, redirectTo: "/reset-password" });
    if (!asked.ok) return [`asking for a reset link answered ${asked.status}`];
  }
  const [older, newer] = await resetLinks(databaseUrl, email);
  if (!older || !newer)
    return ["the outbox holds no two reset links for the probe account (SMTP configured?)"];
  const reset = (token: string, newPassword: string) =>
    authApi(baseUrl, "/reset-password", { token, newPassword });
  const used = await reset(newer, "probe-password-2");
  if (!used.ok) return [`the newest reset link was refused (${used.status})`];
  const replayed = await reset(older, "probe-password-3");
  return replayed.ok ? ["an older reset link still set a new password after a reset with a newer one"] : [];
}

runWhenMain(import.meta.url, "reset-tokens", check);
