// Issue 12, finding 10: accounts must not be enumerable. Replayed against a running server; returns the
// failures (an empty list is a pass). Uses three sign-ups of this run's own random addresses, well under
// the per-network sign-up limit.

interface Answer {
  status: number;
  shape: string;
  setsCookie: boolean;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(`/api/auth${path}`, baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

async function signUp(baseUrl: string, email: string): Promise<Answer> {
  const response = await post(baseUrl, "/sign-up/email", {
    email,
    password: "enumeration-check-1",
    name: "Probe",
  });
  const text = await response.text();
  let shape = text;
  try {
    const json = JSON.parse(text) as { token?: unknown; user?: Record<string, unknown> };
    shape = JSON.stringify({ token: json.token ?? null, user: Object.keys(json.user ?? {}).sort() });
  } catch {
    // Not JSON: compared as text.
  }
  return { status: response.status, shape, setsCookie: response.headers.has("set-cookie") };
}

export default async function check(baseUrl: string): Promise<string[]> {
  const failures: string[] = [];
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const taken = `enum-taken-${run}@example.com`;

  const first = await signUp(baseUrl, taken);
  if (first.status !== 200) failures.push(`sign-up of a new address answered ${first.status}`);
  const again = await signUp(baseUrl, taken);
  const fresh = await signUp(baseUrl, `enum-fresh-${run}@example.com`);
  if (again.status !== fresh.status) {
    failures.push(`sign-up answers ${again.status} for a taken address but ${fresh.status} for a new one`);
  }
  if (again.shape !== fresh.shape) {
    failures.push(
      `sign-up's body differs for a taken address (${again.shape}) and a new one (${fresh.shape})`,
    );
  }
  if (again.setsCookie !== fresh.setsCookie) failures.push("sign-up sets a cookie for only one of the two");
  if (/already exists/i.test(again.shape)) failures.push('sign-up still says "already exists"');

  const usernameCheck = await post(baseUrl, "/is-username-available", { username: "admin" });
  const usernameBody = await usernameCheck.text();
  if (usernameCheck.ok || /available/i.test(usernameBody)) {
    failures.push(`/api/auth/is-username-available answers anonymously (${usernameCheck.status})`);
  }

  const withUsername = await post(baseUrl, "/sign-up/email", {
    email: `enum-user-${run}@example.com`,
    password: "enumeration-check-1",
    name: "Probe",
    username: "admin",
  });
  if (/taken|exists/i.test(await withUsername.text())) {
    failures.push("sign-up with a username says whether that username is taken");
  }
  return failures;
}
