import { describe, expect, it } from "vitest";
import { analyticsScript } from "@/lib/analytics/config";
import { parseEnv } from "@/lib/env";

const config = (vars: Record<string, string>) => ({ ...parseEnv(vars), BETTER_AUTH_SECRET: "x".repeat(32) });

describe("analytics script", () => {
  it("loads nothing when no service is configured", () => {
    expect(analyticsScript(config({}))).toBeNull();
    expect(analyticsScript(config({ ANALYTICS_PROVIDER: "plausible" }))).toBeNull();
  });

  it("uses each service's own script and site id", () => {
    expect(
      analyticsScript(config({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "creatorkit.app" })),
    ).toEqual({
      src: "https://plausible.io/js/script.js",
      attributes: { "data-domain": "creatorkit.app" },
    });
    expect(
      analyticsScript(
        config({
          ANALYTICS_PROVIDER: "umami",
          ANALYTICS_SITE_ID: "abc",
          ANALYTICS_SCRIPT_URL: "https://stats.example/u.js",
        }),
      ),
    ).toEqual({ src: "https://stats.example/u.js", attributes: { "data-website-id": "abc" } });
    const google = analyticsScript(config({ ANALYTICS_PROVIDER: "google", ANALYTICS_SITE_ID: "G-123" }));
    expect(google?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-123");
    expect(google?.inline).toContain('gtag("config","G-123")');
  });
});
