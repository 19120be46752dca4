import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getAuth } from "@/lib/auth/auth";
import { deviceCookieName } from "@/lib/auth/device-cookie";
import { db } from "@/lib/db";
import { emailOutbox, signInThrottles, user } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { truncateAll } from "../support/database";

// OWASP's device-cookie scheme (lib/auth/throttle.ts), through better-auth's real sign-in endpoints.

const PASSWORD = process.env.ADMIN_PASSWORD!;
const LIMIT = 5;

interface Browser {
  ip: string;
  cookie: string;
}
const stranger = (n: number): Browser => ({ ip: `198.51.100.${n}`, cookie: "" });

type Outcome = { ok: true; device: string | null } | { ok: false; status: number; message?: string };

async function attempt(browser: Browser, password: string, by: "username" | "email" = "username") {
  const headers = new Headers({ "x-forwarded-for": browser.ip, cookie: browser.cookie });
  try {
    const result =
      by === "username"
        ? await getAuth().api.signInUsername({
            body: { username: "admin", password },
            headers,
            returnHeaders: true,
          })
        : await getAuth().api.signInEmail({
            body: { email: env().ADMIN_EMAIL, password },
            headers,
            returnHeaders: true,
          });
    const device = result.headers.getSetCookie().find((c) => c.startsWith("ck_device_"));
    return { ok: true, device: device?.split(";")[0] ?? null } satisfies Outcome;
  } catch (error) {
    const e = error as { statusCode?: number; body?: { message?: string } };
    if (typeof e.statusCode !== "number") throw error;
    return { ok: false, status: e.statusCode, message: e.body?.message } satisfies Outcome;
  }
}

/** The owner's browser: signed in once, so it holds a device cookie. */
async function knownBrowser(ip: string): Promise<Browser> {
  const result = await attempt({ ip, cookie: "" }, PASSWORD);
  if (!result.ok || !result.device) throw new Error("the owner's sign-in set no device cookie");
  return { ip, cookie: result.device };
}

async function failMany(browser: Browser, times: number) {
  for (let i = 0; i < times; i++) expect(await attempt(browser, `wrong-${i}`)).toMatchObject({ status: 401 });
}

describe("sign-in throttle with device cookies", () => {
  beforeEach(async () => {
    await truncateAll();
    await ensureAdminAccount();
  });

  it("locks the attacker out while the owner's known browser still signs in", async () => {
    const owner = await knownBrowser("203.0.113.7");
    for (let n = 1; n <= LIMIT; n++)
      expect(await attempt(stranger(n), `guess-${n}`)).toMatchObject({ status: 401 });
    // Even the right password is refused to unknown browsers now, from any address.
    expect(await attempt(stranger(50), PASSWORD)).toMatchObject({
      ok: false,
      status: 429,
      message: expect.stringMatching(/^Too many attempts, try again in 1[45] minutes$/),
    });
    expect(await attempt(owner, PASSWORD)).toMatchObject({ ok: true });
    // Also from another address, the cookie is what makes the browser known.
    expect(await attempt({ ...owner, ip: "192.0.2.99" }, PASSWORD)).toMatchObject({ ok: true });
  });

  it("lets at most the limit of 40 concurrent wrong guesses reach the password check", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(stranger(1 + (i % 3)), `concurrent-${i}`)),
    );
    const checked = results.filter((r) => !r.ok && r.status === 401).length;
    const refused = results.filter((r) => !r.ok && r.status === 429).length;
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(checked + refused).toBe(40);
    expect(await attempt(stranger(9), PASSWORD)).toMatchObject({ status: 429 });
  });

  it("counts the username and the e-mail address of one account as one", async () => {
    for (let i = 0; i < 3; i++)
      expect(await attempt(stranger(1), `by-name-${i}`)).toMatchObject({ status: 401 });
    for (let i = 0; i < 2; i++) {
      expect(await attempt(stranger(2), `by-mail-${i}`, "email")).toMatchObject({ status: 401 });
    }
    expect(await attempt(stranger(3), PASSWORD, "email")).toMatchObject({ status: 429 });
    expect(await attempt(stranger(4), PASSWORD, "username")).toMatchObject({ status: 429 });
  });

  it("backs off exponentially: each lockout of unknown browsers lasts twice the one before", async () => {
    const expire = () =>
      db
        .update(signInThrottles)
        .set({
          lockedUntil: sql`now() - interval '1 second'`,
          windowEndsAt: sql`now() - interval '1 second'`,
        })
        .where(sql`${signInThrottles.key} like 'sign-in:account:%'`);
    for (const minutes of [15, 30, 60]) {
      await failMany(stranger(minutes), LIMIT);
      expect(await attempt(stranger(minutes), PASSWORD)).toMatchObject({
        status: 429,
        message: expect.stringMatching(new RegExp(`in (${minutes}|${minutes - 1}) minutes$`)),
      });
      await expire();
    }
  });

  it("throttles a known browser on its own: its lockout leaves the owner's other browsers alone", async () => {
    const laptop = await knownBrowser("203.0.113.7");
    const phone = await knownBrowser("203.0.113.8");
    await failMany(laptop, LIMIT);
    expect(await attempt(laptop, PASSWORD)).toMatchObject({ status: 429 });
    expect(await attempt(phone, PASSWORD)).toMatchObject({ ok: true });
    // The locked browser is an unknown one again, with the shared allowance of unknown browsers.
    expect(await attempt(laptop, PASSWORD)).toMatchObject({ ok: true });
  });

  it("does not take a device cookie earned on another account, nor a forged one", async () => {
    await getAuth().api.signUpEmail({
      body: { email: "attacker@example.com", password: "attacker-password-1", name: "Attacker" },
    });
    const own = await getAuth().api.signInEmail({
      body: { email: "attacker@example.com", password: "attacker-password-1" },
      headers: new Headers({ "x-forwarded-for": "198.51.100.66" }),
      returnHeaders: true,
    });
    const earned = own.headers.getSetCookie().find((c) => c.startsWith("ck_device_"))!;
    const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.username, "admin"));
    const value = earned.split(";")[0]!.split("=")[1];
    const borrowed = { ip: "198.51.100.66", cookie: `${deviceCookieName(admin!.id)}=${value}` };
    const forged = {
      ip: "198.51.100.67",
      cookie: `${deviceCookieName(admin!.id)}=${admin!.id}.nonce.signature`,
    };
    await failMany(borrowed, 3);
    await failMany(forged, 2);
    expect(await attempt(borrowed, PASSWORD)).toMatchObject({ status: 429 });
  });

  it("forgets counters quiet for a day when a lockout starts, so made-up names cannot pile up", async () => {
    await db.insert(signInThrottles).values([
      {
        key: "sign-in:name:stale",
        failures: 3,
        windowEndsAt: sql`now() - interval '2 days'` as unknown as Date,
      },
      {
        key: "sign-in:name:recent",
        failures: 3,
        windowEndsAt: sql`now() - interval '1 hour'` as unknown as Date,
      },
    ]);
    await failMany(stranger(1), LIMIT);
    expect(await attempt(stranger(1), PASSWORD)).toMatchObject({ status: 429 });
    const keys = (await db.select({ key: signInThrottles.key }).from(signInThrottles)).map((r) => r.key);
    expect(keys).toContain("sign-in:name:recent");
    expect(keys).not.toContain("sign-in:name:stale");
  });

  it("e-mails the owner once when unknown browsers are locked out of the account", async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(stranger(i + 1), `guess-${i}`)));
    const mails = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, env().ADMIN_EMAIL), eq(emailOutbox.template, "sign-in-guessing")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Someone is trying to sign in to your Creatorkit account");
    expect(mails[0]!.text).toContain("Browsers you signed in with before can still sign in.");
  });
});
