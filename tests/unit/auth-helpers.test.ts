import { describe, expect, it } from "vitest";
import { APIError } from "better-auth/api";
import { signInFailureMessage } from "@/lib/auth/errors";
import { tooManyAttemptsMessage } from "@/lib/auth/throttle";
import { safeNextPath } from "@/lib/auth/validation";
import { clientIp } from "@/lib/request-ip";

describe("safeNextPath", () => {
  it("keeps same-site paths and refuses anything that leaves the site", () => {
    expect(safeNextPath("/dashboard?tab=1", "/x")).toBe("/dashboard?tab=1");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      undefined,
      "",
    ]) {
      expect(safeNextPath(bad, "/fallback")).toBe("/fallback");
    }
  });
});

describe("clientIp", () => {
  it("takes the hop the nearest proxy appended, not the one a client can forge", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});

describe("sign-in messages", () => {
  it("says how long a lockout lasts, in whole minutes", () => {
    expect(tooManyAttemptsMessage(new Date(Date.now() + 14.2 * 60_000))).toBe(
      "Too many attempts, try again in 15 minutes",
    );
    expect(tooManyAttemptsMessage(new Date(Date.now() + 20_000))).toBe(
      "Too many attempts, try again in 1 minute",
    );
  });

  it("passes throttle refusals through and hides every other failure behind SPEC's message", () => {
    const throttled = new APIError("TOO_MANY_REQUESTS", {
      message: "Too many attempts, try again in 3 minutes",
    });
    expect(signInFailureMessage(throttled)).toBe("Too many attempts, try again in 3 minutes");
    expect(signInFailureMessage(new APIError("UNAUTHORIZED", { message: "Invalid password" }))).toBe(
      "Invalid username or password",
    );
    expect(signInFailureMessage(new Error("boom"))).toBe("Invalid username or password");
    // The same error from a second copy of the library's class (as a bundle may load it) still counts.
    const twin = Object.assign(new Error("x"), {
      statusCode: 429,
      body: { message: "Too many attempts, try again in 2 minutes" },
    });
    expect(signInFailureMessage(twin)).toBe("Too many attempts, try again in 2 minutes");
  });
});
