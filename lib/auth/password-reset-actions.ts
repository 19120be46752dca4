"use server";

import { headers } from "next/headers";
import { validatedAction } from "@/lib/action";
import { env } from "@/lib/env";
import { hit } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { getAuth } from "./auth";
import { forgotPasswordSchema, RESET_LINK_SENT, resetPasswordSchema } from "./validation";

const HOUR = 60 * 60_000;

/** The same answer whether or not the address has an account, so the form reveals nothing. */
export const requestPasswordReset = validatedAction("public", forgotPasswordSchema, async ({ email }) => {
  const limit = env().PASSWORD_RESETS_PER_HOUR;
  const [byVisitor, byAddress] = await Promise.all([
    hit(`password-reset:ip:${visitorKey(await headers())}`, HOUR),
    hit(`password-reset:email:${email}`, HOUR),
  ]);
  if (byVisitor.count > limit || byAddress.count > limit) {
    return { ok: false, message: "Too many requests. Please try again in an hour." };
  }
  try {
    await getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
  } catch (error) {
    console.error("[auth] password reset request failed", error);
  }
  return { ok: true, message: RESET_LINK_SENT };
});

export const resetPassword = validatedAction(
  "public",
  resetPasswordSchema,
  async ({ token, newPassword }) => {
    try {
      await getAuth().api.resetPassword({ body: { token, newPassword } });
    } catch {
      return { ok: false, message: "This link is invalid or has expired. Ask for a new one." };
    }
    return { ok: true, message: "Your password has been changed. Sign in with the new one." };
  },
);
