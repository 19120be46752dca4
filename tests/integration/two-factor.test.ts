import { eq } from "drizzle-orm";
import { type TOTP, URI } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { getAuth } from "@/lib/auth/auth";
import { codeFailureMessage } from "@/lib/auth/two-factor";
import { db } from "@/lib/db";
import { twoFactor, user } from "@/lib/db/schema";
import { truncateAll } from "../support/database";

// TOTP two-factor sign-in through better-auth's real endpoints and our throttle (lib/auth/sign-in-guard.ts).
// Codes are computed with otpauth, an implementation independent of the one that checks them.

const PASSWORD = "two-factor-password-1";

/** One browser: its address and the cookies the server has set so far. */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly ip = "203.0.113.20") {}
  headers(): Headers {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return new Headers({ "x-forwarded-for": this.ip, cookie });
  }
  keep(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
  }
  has(fragment: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(fragment));
  }
}

type Failure = { ok: false; status: number; code?: string; message?: string };

/** Runs a better-auth call as `browser`, keeping the cookies it sets, or returns its refusal. */
async function as<T>(
  browser: Browser,
  call: (headers: Headers) => Promise<{ headers: Headers; response: T }>,
): Promise<{ ok: true; response: T } | Failure> {
  try {
    const { headers, response } = await call(browser.headers());
    browser.keep(headers);
    return { ok: true, response };
  } catch (error) {
    const api = error as { statusCode?: number; body?: { code?: string; message?: string } };
    if (typeof api.statusCode !== "number") throw error;
    return { ok: false, status: api.statusCode, code: api.body?.code, message: api.body?.message };
  }
}

const api = () => getAuth().api;
const signIn = (browser: Browser, email: string, password = PASSWORD) =>
  as(browser, (headers) => api().signInEmail({ body: { email, password }, headers, returnHeaders: true }));
const verifyTotp = (browser: Browser, code: string, trustDevice?: boolean) =>
  as(browser, (headers) => api().verifyTOTP({ body: { code, trustDevice }, headers, returnHeaders: true }));
const verifyBackupCode = (browser: Browser, code: string) =>
  as(browser, (headers) => api().verifyBackupCode({ body: { code }, headers, returnHeaders: true }));

/** A refusal as better-auth throws it, for the message the sign-in screens show. */
const asError = (failure: { ok: boolean; status?: number; code?: string }) => ({
  statusCode: failure.status,
  body: { code: failure.code },
});

const isSignedIn = (browser: Browser) => browser.has("session_token");
const totpOf = (uri: string) => URI.parse(uri) as TOTP;
const codeNow = (uri: string) => totpOf(uri).generate();
// Ten minutes ahead: outside the window of codes the server accepts.
const wrongCode = (uri: string) => totpOf(uri).generate({ timestamp: Date.now() + 600_000 });

async function newUser(email: string): Promise<Browser> {
  const browser = new Browser();
  await api().signUpEmail({
    body: { email, password: PASSWORD, name: "Two Factor" },
    headers: browser.headers(),
  });
  expect(await signIn(browser, email)).toMatchObject({ ok: true });
  return browser;
}

/** Turns two-factor on for the signed-in `browser`; its authenticator's URI and the backup codes. */
async function enable(browser: Browser): Promise<{ uri: string; backupCodes: string[] }> {
  const enabled = await as(browser, (headers) =>
    api().enableTwoFactor({ body: { password: PASSWORD }, headers, returnHeaders: true }),
  );
  if (!enabled.ok) throw new Error(`enable failed: ${enabled.message}`);
  const { totpURI: uri, backupCodes } = enabled.response as { totpURI: string; backupCodes: string[] };
  expect(await verifyTotp(browser, codeNow(uri))).toMatchObject({ ok: true });
  return { uri, backupCodes };
}

async function twoFactorEnabled(email: string): Promise<boolean | null> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email));
  return row?.on ?? null;
}

describe("two-factor sign-in", () => {
  beforeEach(truncateAll);

  it("is on only after the password and a first right code", async () => {
    const email = "setup@example.com";
    const browser = await newUser(email);
    const wrong = await as(browser, (headers) =>
      api().enableTwoFactor({ body: { password: "not-the-password" }, headers, returnHeaders: true }),
    );
    expect(wrong).toMatchObject({ ok: false, status: 400, code: "INVALID_PASSWORD" });

    const started = await as(browser, (headers) =>
      api().enableTwoFactor({ body: { password: PASSWORD }, headers, returnHeaders: true }),
    );
    if (!started.ok) throw new Error(started.message);
    const { totpURI, backupCodes } = started.response as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Creatorkit:setup%40example\.com\?.*issuer=Creatorkit/);
    expect(backupCodes).toHaveLength(10);
    // Not confirmed yet: the password alone still signs in.
    expect(await twoFactorEnabled(email)).toBe(false);
    const meanwhile = new Browser();
    expect(await signIn(meanwhile, email)).toMatchObject({ ok: true });
    expect(isSignedIn(meanwhile)).toBe(true);

    expect(await verifyTotp(browser, wrongCode(totpURI))).toMatchObject({ ok: false, status: 401 });
    expect(await twoFactorEnabled(email)).toBe(false);
    expect(await verifyTotp(browser, codeNow(totpURI))).toMatchObject({ ok: true });
    expect(await twoFactorEnabled(email)).toBe(true);
    // Secrets and backup codes are stored encrypted, never as given.
    const [stored] = await db.select().from(twoFactor);
    expect(stored?.secret).not.toContain(new URL(totpURI).searchParams.get("secret"));
    expect(stored?.backupCodes).not.toContain(backupCodes[0]);
  });

  it("asks for the code after the password, refuses a wrong one and signs in with the right one", async () => {
    const email = "code@example.com";
    const { uri } = await enable(await newUser(email));

    const browser = new Browser("203.0.113.21");
    const first = await signIn(browser, email);
    expect(first).toMatchObject({ ok: true, response: { twoFactorRedirect: true } });
    expect(isSignedIn(browser)).toBe(false);
    expect(browser.has("two_factor")).toBe(true);

    const refused = await verifyTotp(browser, wrongCode(uri));
    expect(refused).toMatchObject({ ok: false, status: 401, code: "INVALID_CODE" });
    expect(isSignedIn(browser)).toBe(false);

    expect(await verifyTotp(browser, codeNow(uri))).toMatchObject({ ok: true });
    expect(isSignedIn(browser)).toBe(true);
    expect(browser.has("ck_device_")).toBe(true); // the finished sign-in makes a known device
    const session = await api().getSession({ headers: browser.headers() });
    expect(session?.user.email).toBe(email);
  });

  it("takes each code once: a code that signed in, or an older one, cannot sign in again", async () => {
    const email = "replay@example.com";
    const { uri } = await enable(await newUser(email));
    const code = codeNow(uri);

    const first = new Browser();
    await signIn(first, email);
    expect(await verifyTotp(first, code)).toMatchObject({ ok: true });
    expect(isSignedIn(first)).toBe(true);

    // Someone who saw the code (and holds the password) signs in from elsewhere within its minute.
    const replay = new Browser("198.51.100.30");
    await signIn(replay, email);
    const refused = await verifyTotp(replay, code);
    expect(refused).toMatchObject({ ok: false, status: 401, code: "CODE_ALREADY_USED" });
    expect(codeFailureMessage(asError(refused), "totp")).toBe(
      "That code was used already. Wait for the next code in your authenticator app.",
    );
    const older = totpOf(uri).generate({ timestamp: Date.now() - 30_000 });
    expect(await verifyTotp(replay, older)).toMatchObject({ ok: false, status: 401 });
    expect(isSignedIn(replay)).toBe(false);

    // The app's next code (one step ahead, inside the window the server accepts) signs in.
    expect(await verifyTotp(replay, totpOf(uri).generate({ timestamp: Date.now() + 30_000 }))).toMatchObject({
      ok: true,
    });
    expect(isSignedIn(replay)).toBe(true);
  });

  it("takes each backup code once", async () => {
    const email = "backup@example.com";
    const { backupCodes } = await enable(await newUser(email));
    const [code] = backupCodes;

    const browser = new Browser();
    await signIn(browser, email);
    expect(await verifyBackupCode(browser, code!)).toMatchObject({ ok: true });
    expect(isSignedIn(browser)).toBe(true);

    const again = new Browser();
    await signIn(again, email);
    expect(await verifyBackupCode(again, code!)).toMatchObject({ ok: false, status: 401 });
    expect(await verifyBackupCode(again, backupCodes[1]!)).toMatchObject({ ok: true });
  });

  it("throttles the code step like the password, and a right password in between clears nothing", async () => {
    const email = "guessed@example.com";
    const { uri } = await enable(await newUser(email));

    const attacker = new Browser("198.51.100.9");
    await signIn(attacker, email);
    for (let i = 0; i < 3; i++) await verifyTotp(attacker, wrongCode(uri));
    // A new challenge with the (stolen) password does not wipe the failures.
    expect(await signIn(attacker, email)).toMatchObject({ ok: true, response: { twoFactorRedirect: true } });
    for (let i = 0; i < 2; i++) {
      expect(await verifyTotp(attacker, wrongCode(uri))).toMatchObject({ ok: false, status: 401 });
    }
    const locked = await verifyTotp(attacker, codeNow(uri));
    expect(locked).toMatchObject({ ok: false, status: 429 });
    expect(locked.ok ? "" : locked.message).toMatch(/^Too many attempts, try again in 1[45] minutes$/);
    expect(isSignedIn(attacker)).toBe(false);
    // The account is locked for the password step as well, from anywhere but a known device.
    expect(await signIn(new Browser("192.0.2.44"), email)).toMatchObject({ ok: false, status: 429 });
  });

  it("skips the code on a browser trusted at sign-in", async () => {
    const email = "trusted@example.com";
    const { uri } = await enable(await newUser(email));
    const browser = new Browser();
    await signIn(browser, email);
    expect(await verifyTotp(browser, codeNow(uri), true)).toMatchObject({ ok: true });
    expect(browser.has("trust_device")).toBe(true);

    for (const name of [...browser.cookies.keys()])
      if (name.includes("session")) browser.cookies.delete(name);
    const again = await signIn(browser, email);
    expect(again.ok && (again.response as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeFalsy();
    expect(isSignedIn(browser)).toBe(true);
  });

  it("turns off with the password, and then the password alone signs in", async () => {
    const email = "off@example.com";
    const browser = await newUser(email);
    await enable(browser);
    const disable = (password: string) =>
      as(browser, (headers) => api().disableTwoFactor({ body: { password }, headers, returnHeaders: true }));
    expect(await disable("not-the-password")).toMatchObject({ ok: false, status: 400 });
    expect(await twoFactorEnabled(email)).toBe(true);
    expect(await disable(PASSWORD)).toMatchObject({ ok: true });
    expect(await twoFactorEnabled(email)).toBe(false);
    expect(await db.$count(twoFactor)).toBe(0);

    const later = new Browser();
    const result = await signIn(later, email);
    expect(result.ok && (result.response as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeFalsy();
    expect(isSignedIn(later)).toBe(true);
  });
});
