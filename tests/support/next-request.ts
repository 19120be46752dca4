// A stand-in for Next's request context (next/headers) in integration tests that call server actions:
// one visitor's address and cookie jar. better-auth's nextCookies() loads next/headers from outside the
// test's module graph, so cookies it sets do not reach this jar: tests keep them with keepCookies().

interface CookieOptions {
  maxAge?: number;
  expires?: Date;
}

export const visitor = {
  ip: "203.0.113.10",
  jar: new Map<string, string>(),
  /** A new browser at `ip`: no cookies. */
  reset(ip = "203.0.113.10") {
    this.ip = ip;
    this.jar.clear();
  },
};

const cookieString = () => [...visitor.jar].map(([name, value]) => `${name}=${value}`).join("; ");

export const nextHeaders = {
  headers: async () => new Headers({ "x-forwarded-for": visitor.ip, cookie: cookieString() }),
  cookies: async () => ({
    toString: cookieString,
    get: (name: string) => (visitor.jar.has(name) ? { name, value: visitor.jar.get(name)! } : undefined),
    getAll: () => [...visitor.jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => visitor.jar.has(name),
    set: (name: string, value: string, options?: CookieOptions) => {
      const expired = options?.maxAge === 0 || (options?.expires && options.expires.getTime() <= Date.now());
      if (expired || value === "") visitor.jar.delete(name);
      else visitor.jar.set(name, value);
    },
    delete: (name: string) => visitor.jar.delete(name),
  }),
};

/** Keeps the cookies a response sets (or clears), as a browser would. */
export function keepCookies(responseHeaders: Headers): void {
  for (const line of responseHeaders.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (expired || value === "") visitor.jar.delete(name);
    else visitor.jar.set(name, value);
  }
}

/** Where a server action's redirect() pointed, or null when it did not redirect. */
export async function redirectTarget(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT;")) return digest.split(";")[2] ?? "";
    throw error;
  }
}

export function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
