import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { account, user } from "@/lib/db/schema";
import { dataPath, env } from "@/lib/env";

export const ADMIN_USERNAME = "admin";
const demoPasswordFile = () => dataPath("demo-admin-password");

/**
 * Creates the admin account when it does not exist. The password comes from ADMIN_PASSWORD, or is
 * generated and returned so the caller can print it once.
 */
export async function ensureAdminAccount(): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.username, ADMIN_USERNAME));
  if (existing) return { created: false };

  // better-auth is loaded for the one start that creates the account, not kept by every start that asks.
  const { getAuth } = await import("./auth");
  const { ADMIN_PASSWORD, ADMIN_EMAIL, DEMO_MODE } = env();
  const password = ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  const ctx = await getAuth().$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: ADMIN_EMAIL,
      name: "Admin",
      emailVerified: true,
      username: ADMIN_USERNAME,
      displayUsername: ADMIN_USERNAME,
      role: "admin",
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  if (ADMIN_PASSWORD) return { created: true };
  // Demo mode shows the generated password on the sign-in screen, so it is kept, owner-readable only.
  if (DEMO_MODE) writeFileSync(demoPasswordFile(), password, { mode: 0o600 });
  else if (existsSync(demoPasswordFile())) rmSync(demoPasswordFile());
  return { created: true, generatedPassword: password };
}

async function adminPasswordHash(): Promise<string | null> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.username, ADMIN_USERNAME), eq(account.providerId, "credential")));
  return row?.hash ?? null;
}

/** True while the admin still signs in with `password` (so showing it on screen reveals nothing new). */
export async function isAdminPasswordUnchanged(password: string): Promise<boolean> {
  const hash = await adminPasswordHash();
  if (!hash) return false;
  const { verifyPassword } = await import("better-auth/crypto");
  return verifyPassword({ hash, password });
}

/** SPEC's on-screen demo credentials: only in demo mode, and only while the demo password still works. */
export async function getDemoCredentials(): Promise<{ username: string; password: string } | null> {
  const { DEMO_MODE, ADMIN_PASSWORD } = env();
  if (!DEMO_MODE) return null;
  const file = demoPasswordFile();
  const password = ADMIN_PASSWORD ?? (existsSync(file) ? readFileSync(file, "utf8").trim() : null);
  if (!password || !(await isAdminPasswordUnchanged(password))) return null;
  return { username: ADMIN_USERNAME, password };
}
