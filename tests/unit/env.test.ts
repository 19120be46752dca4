import { describe, expect, it } from "vitest";
import { parseEnv, siteHostNames, trustedOrigins } from "@/lib/env";

describe("parseEnv", () => {
  it("applies defaults when nothing is set", () => {
    expect(parseEnv({})).toMatchObject({
      DATA_DIR: ".data",
      SITE_URL: "http://localhost:3000",
      SIGN_IN_MAX_FAILURES: 5,
      SIGN_IN_WINDOW_MINUTES: 15,
      STORAGE_DRIVER: "local",
      DEMO_MODE: false,
    });
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3000");
    // Unset, the site's address follows the port it is served on.
    expect(parseEnv({ PORT: "3900" }).SITE_URL).toBe("http://localhost:3900");
    expect(parseEnv({ PORT: "3900", SITE_URL: "https://example.com" }).SITE_URL).toBe("https://example.com");
  });

  it("names every wrong variable in its message", () => {
    expect(() =>
      parseEnv({ DATABASE_URL: "mysql://x", SITE_URL: "not a url", ADMIN_PASSWORD: "short" }),
    ).toThrow(
      /DATABASE_URL[\s\S]*SITE_URL[\s\S]*ADMIN_PASSWORD|DATABASE_URL[\s\S]*ADMIN_PASSWORD[\s\S]*SITE_URL/,
    );
    expect(() => parseEnv({ SIGN_IN_MAX_FAILURES: "zero" })).toThrow(/SIGN_IN_MAX_FAILURES/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "too-short" })).toThrow(
      /BETTER_AUTH_SECRET: must be at least 32/,
    );
  });

  it("on Vercel, takes a preview's database and address from the platform when its own are unset", () => {
    const pooled = "postgres://postgres.ref:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres";
    const preview = {
      VERCEL: "1",
      VERCEL_ENV: "preview",
      VERCEL_URL: "creatorkit-abc123.vercel.app",
      VERCEL_BRANCH_URL: "creatorkit-git-feature-team.vercel.app",
      VERCEL_PROJECT_PRODUCTION_URL: "creatorkit.example",
      POSTGRES_URL: pooled,
    };
    expect(parseEnv(preview)).toMatchObject({
      DATABASE_URL: pooled,
      SITE_URL: "https://creatorkit-git-feature-team.vercel.app",
    });
    expect(parseEnv({ ...preview, VERCEL_BRANCH_URL: undefined }).SITE_URL).toBe(
      "https://creatorkit-abc123.vercel.app",
    );
    expect(parseEnv({ ...preview, VERCEL_ENV: "production" }).SITE_URL).toBe("https://creatorkit.example");
    // Variables of its own win; off Vercel, the platform's names mean nothing.
    expect(
      parseEnv({ ...preview, DATABASE_URL: "postgres://u@h/db", SITE_URL: "https://example.com" }),
    ).toMatchObject({ DATABASE_URL: "postgres://u@h/db", SITE_URL: "https://example.com" });
    const elsewhere = parseEnv({ ...preview, VERCEL: undefined });
    expect(elsewhere.DATABASE_URL).toBeUndefined();
    expect(elsewhere.SITE_URL).toBe("http://localhost:3000");
  });

  it("accepts each database URL form", () => {
    for (const url of ["postgres://u@h:5432/db", "postgresql://u:p@h/db", "memory://", "file:/tmp/x"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });

  it("reads DEMO_MODE as a boolean", () => {
    expect(parseEnv({ DEMO_MODE: "true" }).DEMO_MODE).toBe(true);
    expect(parseEnv({ DEMO_MODE: "0" }).DEMO_MODE).toBe(false);
    expect(() => parseEnv({ DEMO_MODE: "yes please" })).toThrow(/DEMO_MODE/);
  });

  it("reads TRUST_PROXY as a number of proxies, with false and true meaning 0 and 1", () => {
    const hops = (value?: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect([hops(), hops("false"), hops("0"), hops("true"), hops("1"), hops("2"), hops(" TRUE ")]).toEqual([
      0, 0, 0, 1, 1, 2, 1,
    ]);
    for (const bad of ["yes", "-1", "1.5", "loopback"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be false, true, or the number/);
    }
  });

  it("takes a redis:// or rediss:// REDIS_URL, and a page cache bound in megabytes", () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({}).PAGE_CACHE_MEMORY_MB).toBe(64);
    expect(parseEnv({ REDIS_URL: "rediss://user:pw@cache.example:6380/0" }).REDIS_URL).toContain("rediss://");
    expect(() => parseEnv({ REDIS_URL: "http://cache.example" })).toThrow(/REDIS_URL: must start with redis/);
    expect(() => parseEnv({ PAGE_CACHE_MEMORY_MB: "0" })).toThrow(/PAGE_CACHE_MEMORY_MB/);
  });
});

describe("trustedOrigins", () => {
  it("pairs localhost with 127.0.0.1 so both work locally", () => {
    expect(trustedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
    expect(trustedOrigins("http://127.0.0.1:3100/")).toEqual([
      "http://127.0.0.1:3100",
      "http://localhost:3100",
    ]);
  });

  it("trusts only the site itself in production", () => {
    expect(trustedOrigins("https://creatorkit.example")).toEqual(["https://creatorkit.example"]);
  });
});

describe("siteHostNames", () => {
  it("is SITE_URL's host, and on Vercel the deployment's own addresses too", () => {
    expect(siteHostNames({ SITE_URL: "https://creatorkit.example:8443" })).toEqual(["creatorkit.example"]);
    expect(
      siteHostNames({
        VERCEL: "1",
        VERCEL_ENV: "preview",
        VERCEL_URL: "ck-abc123.vercel.app",
        VERCEL_BRANCH_URL: "ck-git-main.vercel.app",
      }),
    ).toEqual(["ck-git-main.vercel.app", "ck-abc123.vercel.app", "ck-git-main.vercel.app"]);
  });
});
