import { describe, expect, it } from "vitest";
import { codeFailureMessage, needsSecondFactor } from "@/lib/auth/two-factor";
import { signInCodeSchema } from "@/lib/auth/validation";

const apiError = (statusCode: number, code: string, message = code) => ({
  statusCode,
  body: { code, message },
});

describe("the sign-in code form", () => {
  it("takes a 6-digit code with spaces, or a backup code with or without its dash", () => {
    expect(signInCodeSchema.parse({ code: "123 456" })).toEqual({
      method: "totp",
      code: "123456",
      trustDevice: false,
    });
    expect(
      signInCodeSchema.parse({ method: "backup", code: "AbC12-dE34f", trustDevice: "on" }),
    ).toMatchObject({
      code: "AbC12-dE34f",
      trustDevice: true,
    });
    expect(signInCodeSchema.safeParse({ method: "backup", code: "AbC12dE34f" }).success).toBe(true);
  });

  it("refuses anything else with a message tied to the code field", () => {
    for (const input of [
      { code: "12345" },
      { code: "12a456" },
      { method: "backup", code: "short" },
      { code: "9".repeat(65) },
    ]) {
      const parsed = signInCodeSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["code"]);
    }
    expect(signInCodeSchema.safeParse({ method: "sms", code: "123456" }).success).toBe(false);
  });
});

describe("two-factor answers", () => {
  it("recognises better-auth's request for a second factor", () => {
    expect(needsSecondFactor({ twoFactorRedirect: true, twoFactorMethods: ["totp"] })).toBe(true);
    expect(needsSecondFactor({ token: "t", user: {} })).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });

  it("explains a refused code without leaking anything else", () => {
    expect(codeFailureMessage(apiError(401, "INVALID_CODE"), "totp")).toMatch(/^That code is not right/);
    expect(codeFailureMessage(apiError(401, "INVALID_BACKUP_CODE"), "backup")).toMatch(/^That backup code/);
    expect(codeFailureMessage(apiError(401, "INVALID_TWO_FACTOR_COOKIE"), "totp")).toMatch(/has expired/);
    expect(codeFailureMessage(apiError(400, "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"), "totp")).toMatch(
      /Sign in again/,
    );
    const throttled = apiError(429, "TOO_MANY_ATTEMPTS", "Too many attempts, try again in 15 minutes");
    expect(codeFailureMessage(throttled, "backup")).toBe("Too many attempts, try again in 15 minutes");
  });
});
