// No "server-only" here: auth.ts (loaded by npm start's scripts outside Next) reads the options.
import { isDatabaseUnavailable, SIGN_IN_UNAVAILABLE } from "@/lib/db/availability";
import { asApiError } from "./errors";

export const TRUST_DEVICE_DAYS = 30;

/** better-auth's twoFactor plugin, as we use it: TOTP from an authenticator app, plus backup codes. */
export const twoFactorOptions = {
  // The name an authenticator app shows beside the code.
  issuer: "Creatorkit",
  trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
  backupCodeOptions: { amount: 10, length: 10 },
};

/** The signed cookie that carries a sign-in from the password step to the code step. */
export const TWO_FACTOR_CHALLENGE_COOKIE = "two_factor";

/** Whether a sign-in answered "right password, now the code" instead of signing in. */
export function needsSecondFactor(result: unknown): boolean {
  return (result as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true;
}

export const CHALLENGE_EXPIRED = "This sign-in has expired. Sign in again with your password.";

/** What a visitor is told when a code is refused; throttle refusals keep their own message. */
export function codeFailureMessage(error: unknown, method: "totp" | "backup"): string {
  if (isDatabaseUnavailable(error)) return SIGN_IN_UNAVAILABLE;
  const api = asApiError(error);
  const code = api?.body?.code;
  if (api?.statusCode === 429) return api.body?.message ?? "Too many attempts, try again later";
  if (code === "INVALID_TWO_FACTOR_COOKIE") return CHALLENGE_EXPIRED;
  // lib/auth/totp-replay.ts (its CODE_ALREADY_USED; not imported: that module reads the database).
  if (code === "CODE_ALREADY_USED")
    return "That code was used already. Wait for the next code in your authenticator app.";
  if (code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE")
    return "Too many wrong codes for this sign-in. Sign in again with your password.";
  return method === "totp"
    ? "That code is not right. Enter the 6-digit code your authenticator app shows now."
    : "That backup code is not right, or it was used already.";
}
