import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { APIError } from "better-auth/api";
import { signInFailureMessage } from "@/lib/auth/errors";
import { tooManyAttemptsMessage } from "@/lib/auth/throttle";
import { safeNextPath } from "@/lib/auth/validation";
import { register } from "@/lib/process-registry";
import { clientIp, pinConnectionAddress, UNVERIFIED_ADDRESS } from "@/lib/request-ip";
import { OPEN_REDIRECT_PAYLOADS, SAME_SITE_PATHS } from "@/scripts/security/open-redirect";

describe("safeNextPath", () => {
  it("keeps same-site paths, as the URL parser writes them", () => {
    for (const path of SAME_SITE_PATHS) expect(safeNextPath(path, "/fallback")).toBe(path);
    expect(safeNextPath("/a/../blog?q=1", "/x")).toBe("/blog?q=1");
    expect(safeNextPath("/100%25-off", "/x")).toBe("/100%25-off");
  });

  it("refuses every open-redirect payload of the corpus, and empty or oversized values", () => {
    for (const bad of [...OPEN_REDIRECT_PAYLOADS, undefined, "", `/${"a".repeat(3000)}`]) {
      expect(safeNextPath(bad, "/fallback"), JSON.stringify(bad)).toBe("/fallback");
    }
  });
});

describe("clientIp", () => {
  const forged = (chain: string) => new Headers({ "x-forwarded-for": chain, "x-real-ip": "6.6.6.6" });
  afterEach(() => register("connectionAddressPinned", undefined));

  it("trusting no proxy, counts every visitor as one while the server lets the header through", () => {
    expect(clientIp(forged("198.51.100.1"), 0)).toBe(UNVERIFIED_ADDRESS);
    expect(clientIp(forged("198.51.100.2, 203.0.113.9"), 0)).toBe(UNVERIFIED_ADDRESS);
  });

  it("trusting no proxy, takes the connection's address once the server pinned it", () => {
    const request = {
      headers: { "x-forwarded-for": "198.51.100.1, 6.6.6.6", "x-forwarded-host": "evil.example" },
      socket: { remoteAddress: "203.0.113.9" },
    } as unknown as IncomingMessage;
    pinConnectionAddress(request);
    expect(request.headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(request.headers["x-forwarded-host"]).toBeUndefined();
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.9" }), 0)).toBe("203.0.113.9");
  });

  it("trusting one proxy, takes the address it appended and ignores what the visitor wrote before it", () => {
    expect(clientIp(forged("203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientIp(forged("6.6.6.6, 7.7.7.7, 203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("trusting two proxies (Cloudflare, then nginx), takes the address the outer one appended", () => {
    expect(clientIp(forged("6.6.6.6, 203.0.113.9, 172.68.1.1"), 2)).toBe("203.0.113.9");
    expect(clientIp(forged("203.0.113.9, 172.68.1.1"), 2)).toBe("203.0.113.9");
    // Fewer records than proxies: the request skipped one; the furthest record is all there is.
    expect(clientIp(forged("172.68.1.1"), 2)).toBe("172.68.1.1");
  });

  it("never reads X-Real-IP, and says unknown when there is no record at all", () => {
    expect(clientIp(new Headers({ "x-real-ip": "6.6.6.6" }), 1)).toBe("unknown");
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
