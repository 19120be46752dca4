import { pathToFileURL } from "node:url";

// Shared by the checks in scripts/security/: each replays one finding against a running server and
// returns its failures (empty = the finding does not return). Run one alone with
// `npx tsx scripts/security/<check>.ts http://localhost:3000` (or BASE_URL=…).

export type Check = (baseUrl: string) => Promise<string[]>;

/** Runs `check` when its file is the program itself; exits 1 when it reports failures. */
export function runWhenMain(moduleUrl: string, name: string, check: Check): void {
  const entry = process.argv[1];
  if (!entry || pathToFileURL(entry).href !== moduleUrl) return;
  const baseUrl = process.argv[2] ?? process.env.BASE_URL;
  if (!baseUrl) {
    console.error(`usage: tsx scripts/security/${name}.ts <base url> (or BASE_URL=…)`);
    process.exit(2);
  }
  void check(baseUrl).then(
    (failures) => {
      for (const failure of failures) console.error(`✗ ${name}: ${failure}`);
      if (failures.length === 0) console.log(`✓ ${name}`);
      process.exit(failures.length === 0 ? 0 : 1);
    },
    (error: unknown) => {
      console.error(`✗ ${name}: the check itself failed`, error);
      process.exit(1);
    },
  );
}

/** A fresh address per call, so runs never share an account. */
export function probeEmail(label: string): string {
  return `security-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Calls the auth API as a browser on the site would (better-auth refuses other origins). */
export function authApi(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(new URL(`/api/auth${path}`, baseUrl), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: new URL(baseUrl).origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
