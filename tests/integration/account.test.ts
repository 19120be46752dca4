import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { isCurrentPassword } from "@/lib/account/password";
import { deleteUserAccount } from "@/lib/account/store";
import { getAuth } from "@/lib/auth/auth";
import { db } from "@/lib/db";
import { account, emailOutbox, session, user } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { truncateAll } from "../support/database";

const SITE = env().SITE_URL;

/** A request to the auth API as a browser would send it, through the real route handler. */
function authRequest(path: string, body?: unknown, ip = "198.51.100.20"): Promise<Response> {
  return getAuth().handler(
    new Request(`${SITE}/api/auth${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": ip },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function mailsTo(address: string) {
  return db
    .select({ template: emailOutbox.template, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, address))
    .orderBy(desc(emailOutbox.createdAt));
}

describe("sign-up", () => {
  beforeEach(truncateAll);

  it("answers a taken address exactly like a new one, and mails the owner instead", async () => {
    const first = await authRequest("/sign-up/email", {
      email: "taken@example.com",
      password: "password-1",
      name: "A",
    });
    const again = await authRequest("/sign-up/email", {
      email: "taken@example.com",
      password: "password-2",
      name: "A",
    });
    const fresh = await authRequest("/sign-up/email", {
      email: "fresh@example.com",
      password: "password-3",
      name: "A",
    });
    expect([first.status, again.status, fresh.status]).toEqual([200, 200, 200]);
    const shape = (r: Response) =>
      r
        .json()
        .then((b) => ({ token: b.token, keys: Object.keys(b.user).sort(), verified: b.user.emailVerified }));
    expect(await shape(again)).toEqual(await shape(fresh));
    // Nobody is signed in by sign-up, so no cookie tells the two apart either.
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(fresh.headers.get("set-cookie")).toBeNull();
    expect(await db.$count(user, eq(user.email, "taken@example.com"))).toBe(1);
    expect((await mailsTo("taken@example.com")).map((m) => m.template)).toEqual([
      "existing-account",
      "confirm-email",
    ]);
    expect((await mailsTo("fresh@example.com")).map((m) => m.template)).toEqual(["confirm-email"]);
  });

  it("mails the owner of a taken address at most three times a day", async () => {
    await getAuth().api.signUpEmail({
      body: { email: "owner@example.com", password: "password-1", name: "O" },
    });
    for (let i = 0; i < 5; i++) {
      await getAuth().api.signUpEmail({
        body: { email: "owner@example.com", password: `guess-${i}-xx`, name: "O" },
      });
    }
    const templates = (await mailsTo("owner@example.com")).map((m) => m.template);
    expect(templates.filter((t) => t === "existing-account")).toHaveLength(3);
  });

  it("refuses a username at sign-up, so it cannot tell which usernames exist", async () => {
    const response = await authRequest("/sign-up/email", {
      email: "probe@example.com",
      password: "password-1",
      name: "P",
      username: "admin",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/taken|exists/i);
    expect(await db.$count(user)).toBe(0);
  });

  it("keeps the username check and the open resend endpoint out of reach", async () => {
    expect((await authRequest("/is-username-available", { username: "admin" })).status).toBe(404);
    expect((await authRequest("/send-verification-email", { email: "a@example.com" })).status).toBe(404);
  });

  it("confirms the address from the e-mailed link; an unconfirmed account can already sign in", async () => {
    await authRequest("/sign-up/email", { email: "new@example.com", password: "password-1", name: "N" });
    const signIn = await authRequest("/sign-in/email", { email: "new@example.com", password: "password-1" });
    expect(signIn.status).toBe(200);
    const [mail] = await mailsTo("new@example.com");
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.searchParams.get("callbackURL")).toBe("/dashboard?confirmed=1");
    const confirmed = await authRequest(`${link.pathname.replace("/api/auth", "")}${link.search}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/dashboard?confirmed=1");
    const [row] = await db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, "new@example.com"));
    expect(row?.verified).toBe(true);
  });
});

describe("account deletion", () => {
  beforeEach(truncateAll);

  it("checks the password, then removes the user with sessions and sign-in accounts", async () => {
    const { user: created } = await getAuth().api.signUpEmail({
      body: { email: "leaving@example.com", password: "password-1", name: "L" },
    });
    await getAuth().api.signInEmail({ body: { email: "leaving@example.com", password: "password-1" } });
    expect(await isCurrentPassword(created.id, "wrong-password")).toBe(false);
    expect(await isCurrentPassword(created.id, "password-1")).toBe(true);
    expect(await deleteUserAccount(created.id)).toBe(true);
    expect(await db.$count(user, eq(user.id, created.id))).toBe(0);
    expect(await db.$count(session, eq(session.userId, created.id))).toBe(0);
    expect(await db.$count(account, eq(account.userId, created.id))).toBe(0);
    expect(await deleteUserAccount(created.id)).toBe(false);
  });
});
