import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { APIError } from "better-auth/api";
import { closeConnection, connection, openConnection, setConnection } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { ensureAdminAccount, getDemoCredentials, isAdminPasswordUnchanged } from "@/lib/auth/admin-account";
import { getAuth } from "@/lib/auth/auth";
import { clearSignInLockouts } from "@/lib/auth/throttle";
import { truncateAll } from "../support/database";

const PASSWORD = process.env.ADMIN_PASSWORD!;
const fromAddress = (ip: string) => new Headers({ "x-forwarded-for": ip });

async function signIn(password: string, ip = "203.0.113.7") {
  try {
    const result = await getAuth().api.signInUsername({
      body: { username: "admin", password },
      headers: fromAddress(ip),
    });
    return { ok: true as const, token: result?.token };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false as const, status: error.statusCode, message: error.body?.message };
  }
}

describe("admin sign-in", () => {
  beforeEach(async () => {
    await truncateAll();
    await ensureAdminAccount();
  });

  it("admits the right password and refuses a wrong one", async () => {
    expect(await signIn(PASSWORD)).toMatchObject({ ok: true });
    expect(await signIn("wrong-password")).toMatchObject({ ok: false, status: 401 });
  });

  it("refuses the 6th attempt after 5 failures in a row, even with the right password", async () => {
    for (let i = 0; i < 5; i++) expect(await signIn(`wrong-${i}`)).toMatchObject({ ok: false, status: 401 });
    const refused = await signIn(PASSWORD);
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(refused.ok ? "" : refused.message).toMatch(/^Too many attempts, try again in 1[45] minutes$/);
  });

  it("locks the account from any address, and lifts when lockouts are cleared", async () => {
    for (let i = 0; i < 5; i++) await signIn(`wrong-${i}`, `198.51.100.${i + 1}`);
    expect(await signIn(PASSWORD, "192.0.2.200")).toMatchObject({ ok: false, status: 429 });
    expect(await clearSignInLockouts()).toBeGreaterThan(0);
    expect(await signIn(PASSWORD, "192.0.2.200")).toMatchObject({ ok: true });
  });

  it("resets the account's failure count after a successful sign-in", async () => {
    for (let i = 0; i < 4; i++) await signIn(`wrong-${i}`);
    expect(await signIn(PASSWORD)).toMatchObject({ ok: true });
    for (let i = 0; i < 4; i++) await signIn(`wrong-again-${i}`);
    expect(await signIn(PASSWORD)).toMatchObject({ ok: true });
  });

  it("shows demo credentials only in demo mode and only while the password is unchanged", async () => {
    expect(await getDemoCredentials()).toBeNull(); // DEMO_MODE is off in this suite
    expect(await isAdminPasswordUnchanged(PASSWORD)).toBe(true);
    const ctx = await getAuth().$context;
    const [admin] = await ctx.internalAdapter.listUsers(1, 0, undefined, [
      { field: "username", value: "admin" },
    ]);
    await ctx.internalAdapter.updatePassword(admin!.id, await ctx.password.hash("a-brand-new-password"));
    expect(await isAdminPasswordUnchanged(PASSWORD)).toBe(false);
  });

  it("keeps the admin account as it is when ensured again", async () => {
    expect(await ensureAdminAccount()).toEqual({ created: false });
  });
});

describe("sign-in lockout across a restart", () => {
  // A real restart: a database on disk, closed and opened again by a new connection.
  let dir: string | undefined;
  let url: string | undefined;

  beforeAll(async () => {
    await closeConnection();
    if (process.env.DATABASE_URL?.startsWith("postgres")) {
      url = process.env.DATABASE_URL;
    } else {
      dir = mkdtempSync(path.join(tmpdir(), "creatorkit-restart-"));
      url = `file:${path.join(dir, "pglite")}`;
    }
    setConnection(openConnection(url));
    await runMigrations(connection());
    await truncateAll();
    await ensureAdminAccount();
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("still refuses the right password after the server restarts", async () => {
    for (let i = 0; i < 5; i++) await signIn(`wrong-${i}`);
    await closeConnection();
    setConnection(openConnection(url));
    expect(await signIn(PASSWORD)).toMatchObject({ ok: false, status: 429 });
  });
});
