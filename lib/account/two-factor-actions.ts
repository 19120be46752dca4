"use server";

import { headers } from "next/headers";
import { validatedAction, type ActionFailure } from "@/lib/action";
import { getAuth } from "@/lib/auth/auth";
import { asApiError } from "@/lib/auth/errors";
import { qrSvg } from "@/lib/qr";
import { limiter } from "@/lib/rate-limit";
import { passwordConfirmationSchema, totpCodeSchema } from "./validation";

// Two-factor settings of the signed-in account (dashboard and admin alike). Each step asks for the
// password, so a session left open on someone else's screen cannot turn it off or read new codes.

/** What the set-up screen shows once: the QR code, the same secret as text, and the backup codes. */
export type TwoFactorSetup = { qrSvg: string; secret: string; backupCodes: string[] };
export type SetupState = { ok: true; setup: TwoFactorSetup } | ActionFailure | null;

// A stolen session must not be able to guess the password here either.
const passwordTries = limiter("two-factor-password", { limit: 5, windowMs: 15 * 60_000 });
const WRONG_PASSWORD = "That is not your current password";

async function passwordRefusal(userId: string): Promise<ActionFailure | null> {
  const take = await passwordTries.take(userId);
  return take.ok ? null : { ok: false, message: `Too many attempts, try again in ${take.minutes} minutes` };
}

function failure(error: unknown): ActionFailure {
  const api = asApiError(error);
  if (api?.body?.code === "INVALID_PASSWORD") {
    return { ok: false, message: WRONG_PASSWORD, fieldErrors: { password: [WRONG_PASSWORD] } };
  }
  if (api?.body?.code === "TOTP_ALREADY_ENABLED") {
    return { ok: false, message: "Two-factor authentication is already on. Reload the page." };
  }
  if (!api) throw error;
  return { ok: false, message: api.body?.message ?? "That did not work. Try again." };
}

export const startTwoFactorSetup = validatedAction<typeof passwordConfirmationSchema, "user", SetupState>(
  "user",
  passwordConfirmationSchema,
  async ({ password }, { session }) => {
    const refused = await passwordRefusal(session.user.id);
    if (refused) return refused;
    try {
      // Stored unconfirmed: two-factor is on only once confirmTwoFactorSetup gets a right code.
      const { totpURI, backupCodes } = (await getAuth().api.enableTwoFactor({
        body: { password },
        headers: await headers(),
      })) as { totpURI: string; backupCodes: string[] };
      const secret = new URL(totpURI).searchParams.get("secret") ?? "";
      return { ok: true, setup: { qrSvg: await qrSvg(totpURI), secret, backupCodes } };
    } catch (error) {
      return failure(error);
    }
  },
);

export const confirmTwoFactorSetup = validatedAction("user", totpCodeSchema, async ({ code }) => {
  try {
    // With a session, a right code marks the new secret as confirmed and turns two-factor on.
    await getAuth().api.verifyTOTP({ body: { code }, headers: await headers() });
  } catch (error) {
    if (!asApiError(error)) throw error;
    const message = "That code is not right. Enter the 6-digit code your app shows now.";
    return { ok: false, message, fieldErrors: { code: [message] } };
  }
  return { ok: true, message: "Two-factor authentication is on." };
});

export const disableTwoFactor = validatedAction(
  "user",
  passwordConfirmationSchema,
  async ({ password }, { session }) => {
    const refused = await passwordRefusal(session.user.id);
    if (refused) return refused;
    try {
      await getAuth().api.disableTwoFactor({ body: { password }, headers: await headers() });
    } catch (error) {
      return failure(error);
    }
    return { ok: true, message: "Two-factor authentication is off." };
  },
);
