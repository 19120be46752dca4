import { describe, expect, it } from "vitest";
import { analyticsOrigins } from "@/lib/analytics/config";
import { parseRange } from "@/lib/http/range";
import { contentSecurityPolicy, pageKind } from "@/lib/security/csp";
import { isMalformedPath } from "@/lib/security/path-guard";
import { env } from "@/lib/env";
import type { ProxyMatcher } from "next/dist/build/analysis/get-page-static-info";

describe("the page policy", () => {
  it("sorts pages into per-request, cached, tool and bio kinds", () => {
    expect(
      ["/admin", "/admin/files", "/dashboard", "/edit/my-page", "/login", "/reset-password"].map(pageKind),
    ).toEqual(Array(6).fill("request"));
    expect(["/", "/blog/page/1", "/forgot-password", "/administrator"].map(pageKind)).toEqual(
      Array(4).fill("cached"),
    );
    expect(pageKind("/tool/merge-pdf")).toBe("tool");
    expect(pageKind("/l/jane")).toBe("bio");
  });

  it("gives per-request pages a nonce with strict-dynamic and no unsafe-inline script", () => {
    const policy = contentSecurityPolicy({ kind: "request", nonce: "abc" });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("keeps cached pages free of third-party hosts, and lets only bio pages frame two players", () => {
    const cached = contentSecurityPolicy({ kind: "cached" });
    expect(cached).not.toMatch(/https:\/\/(?!\*)/);
    expect(cached).toContain("frame-src 'none'");
    const bio = contentSecurityPolicy({ kind: "bio" });
    expect(bio).toContain("frame-src https://www.youtube-nocookie.com https://open.spotify.com");
    const tool = contentSecurityPolicy({ kind: "tool" });
    expect(tool).toContain("connect-src 'self';");
    expect(tool).toContain("worker-src 'self' blob:");
    expect(tool).toContain("'wasm-unsafe-eval'");
  });

  it("allows the configured analytics host to load and report, and nothing when none is set", () => {
    const base = env();
    expect(analyticsOrigins({ ...base, ANALYTICS_PROVIDER: undefined })).toBeUndefined();
    const plausible = analyticsOrigins({
      ...base,
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_SITE_ID: "x.com",
    });
    expect(plausible).toEqual({ script: ["https://plausible.io"], connect: ["https://plausible.io"] });
    const google = analyticsOrigins({ ...base, ANALYTICS_PROVIDER: "google", ANALYTICS_SITE_ID: "G-1" });
    expect(google?.connect).toContain("https://*.google-analytics.com");
    const policy = contentSecurityPolicy({ kind: "cached", analytics: plausible });
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://plausible.io");
  });
});

describe("request guards", () => {
  it("spot addresses that do not decode to text", () => {
    for (const bad of ["/blog/%ff%fe", "/blog/%c0%af", "/blog/%00", "/x/%0a"])
      expect(isMalformedPath(bad), bad).toBe(true);
    for (const good of ["/blog/caf%C3%A9", "/blog/hello-world", "/tool/merge-pdf"])
      expect(isMalformedPath(good)).toBe(false);
  });

  it("parse single byte ranges as RFC 9110 says", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=0-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-9", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange(null, 1000)).toBeNull();
  });
});

describe("next.config.ts headers()", () => {
  // The rules of an https site, matched as Next matches custom routes (its own path matcher and options).
  async function rules() {
    const { getPathMatch } = await import("next/dist/shared/lib/router/utils/path-match");
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = "https://creatorkit.example";
    try {
      const { default: config } = await import("../../next.config");
      return (await config.headers!()).map((rule) => ({
        ...rule,
        match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true }),
      }));
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  }

  async function rulesFor(path: string) {
    return (await rules()).filter((rule) => rule.match(path) !== false).flatMap((rule) => rule.headers);
  }

  it("gives each page its kind's policy from one rule only, and HSTS on an https site", async () => {
    const kinds = {
      "/": "cached",
      "/about": "cached",
      "/tools": "cached",
      "/tool/merge-pdf": "tool",
      "/l/jane": "bio",
    };
    for (const [path, kind] of Object.entries(kinds)) {
      const headers = await rulesFor(path);
      const policies = headers.filter((h) => h.key === "Content-Security-Policy").map((h) => h.value);
      // Next compiles a matching value with ":" in it on every request: one policy rule a page, not two.
      expect(policies, path).toEqual([contentSecurityPolicy({ kind: kind as "cached" | "tool" | "bio" })]);
      expect(
        headers.filter((h) => h.key === "Strict-Transport-Security"),
        path,
      ).toHaveLength(1);
    }
  });

  it("capture no parameter on any page, so Next never compiles a policy per request", async () => {
    // Next matches custom routes with unnamed parameters removed, and compiles each header value holding
    // a ":" as a path pattern on every request whose rule matched with parameters.
    const paths = [
      "/",
      "/about",
      "/blog/a-post",
      "/tool/merge-pdf",
      "/l/jane",
      "/l/jane/go/1",
      "/api/health",
      "/_next/static/chunks/a.js",
    ];
    let matched = 0;
    for (const rule of await rules()) {
      for (const path of paths) {
        const params = rule.match(path);
        if (params === false) continue;
        matched++;
        expect(params, `${rule.source} on ${path}`).toEqual({});
      }
    }
    // Each path: the fixed headers' rule and exactly one policy rule.
    expect(matched).toBe(paths.length * 2);
  });

  it("leaves per-request pages to the proxy's nonce policy", async () => {
    for (const path of ["/admin", "/dashboard", "/login"]) {
      const headers = await rulesFor(path);
      expect(
        headers.some((h) => h.key === "Content-Security-Policy"),
        path,
      ).toBe(false);
    }
  });
});

describe("proxy.ts matcher, compiled and matched as Next does", () => {
  async function runsOn() {
    // Next's compiler of matcher sources, exported but missing from its type declarations.
    const { getMiddlewareMatchers } =
      (await import("next/dist/build/analysis/get-page-static-info")) as unknown as {
        getMiddlewareMatchers: (matcher: unknown, config: object) => ProxyMatcher[];
      };
    const { getMiddlewareRouteMatcher } =
      await import("next/dist/shared/lib/router/utils/middleware-route-matcher");
    const { config } = await import("../../proxy");
    const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
    return (path: string, headers: Record<string, string> = {}) => matches(path, { headers } as never, {});
  }

  it("runs on per-request pages and the admin's redirect, not on cached pages, tools, bio pages or clicks", async () => {
    const runs = await runsOn();
    for (const path of [
      "/admin",
      "/admin/login",
      "/admin/posts/new",
      "/dashboard",
      "/dashboard/stats/x",
      "/edit",
      "/edit/my-page",
      "/login",
      "/reset-password",
    ])
      expect(runs(path), path).toBe(true);
    for (const path of [
      "/",
      "/about",
      "/administrator",
      "/logins",
      "/login/x",
      "/editor",
      "/tools",
      "/tool/merge-pdf",
      "/l/jane",
      "/l/jane/go/5d1c",
      "/api/health",
      "/_next/static/chunks/a.js",
    ])
      expect(runs(path), path).toBe(false);
  });

  it("runs on every page request with a body or an action, whatever the page, and never on /api", async () => {
    const runs = await runsOn();
    for (const path of ["/", "/about", "/tool/merge-pdf", "/l/jane"]) {
      expect(runs(path, { "next-action": "abc" }), path).toBe(true);
      expect(runs(path, { "content-type": "multipart/form-data; boundary=x" }), path).toBe(true);
    }
    expect(runs("/api/newsletter", { "content-type": "application/json" })).toBe(false);
  });
});
