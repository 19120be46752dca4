"use server";

import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { SIGN_UP_ANSWER } from "@/lib/account/validation";
import { validatedAction } from "@/lib/action";
import { db } from "@/lib/db";
import { user } from "@/lib/db/schema";
import { getAuth } from "./auth";
import { authErrorMessage, INVALID_CREDENTIALS, signInFailureMessage } from "./errors";
import { beginSignInAttempt, signInAttemptOf } from "./throttle";
import { needsSecondFactor } from "./two-factor";
import { adminSignInSchema, changePasswordSchema, safeNextPath, userCredentialsSchema } from "./validation";

export const signInAdmin = validatedAction("public", adminSignInSchema, async ({ username, password }) => {
  const requestHeaders = await headers();
  const values = { username };
  const [account] = await db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.username, username.toLowerCase()));
  if (account && account.role !== "admin") {
    // A site user's valid password must not open the back office; it counts as a failed attempt.
    const refusal = await beginSignInAttempt(
      signInAttemptOf({ body: { username }, headers: requestHeaders }),
    );
    return { ok: false, message: refusal ?? INVALID_CREDENTIALS, values };
  }
  let result: unknown;
  try {
    result = await getAuth().api.signInUsername({ body: { username, password }, headers: requestHeaders });
  } catch (error) {
    return { ok: false, message: signInFailureMessage(error), values };
  }
  redirect(needsSecondFactor(result) ? "/admin/login/two-factor" : "/admin");
});

export async function signOut(formData: FormData): Promise<void> {
  await getAuth().api.signOut({ headers: await headers() });
  redirect(formData.get("from") === "admin" ? "/admin/login" : "/");
}

export const signInUser = validatedAction(
  "public",
  userCredentialsSchema,
  async ({ email, password, next }) => {
    let result: unknown;
    try {
      result = await getAuth().api.signInEmail({ body: { email, password }, headers: await headers() });
    } catch (error) {
      return {
        ok: false,
        message: signInFailureMessage(error, "Invalid email or password"),
        values: { email },
      };
    }
    const target = safeNextPath(next, "/dashboard");
    if (!needsSecondFactor(result)) redirect(target);
    redirect(
      target === "/dashboard" ? "/login/two-factor" : `/login/two-factor?next=${encodeURIComponent(target)}`,
    );
  },
);

export const signUpUser = validatedAction("public", userCredentialsSchema, async ({ email, password }) => {
  // The same answer for a new address and a taken one (whose owner is e-mailed instead): no enumeration.
  try {
    await getAuth().api.signUpEmail({
      body: { email, password, name: email.split("@")[0] ?? email },
      headers: await headers(),
    });
  } catch (error) {
    return { ok: false, message: authErrorMessage(error), values: { email } };
  }
  return { ok: true, message: SIGN_UP_ANSWER };
});

export const changePassword = validatedAction(
  "user",
  changePasswordSchema,
  async ({ currentPassword, newPassword }) => {
    try {
      await getAuth().api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: await headers(),
      });
    } catch (error) {
      const message = authErrorMessage(error);
      return { ok: false, message, fieldErrors: { currentPassword: [message] } };
    }
    return { ok: true, message: "Your password was changed. Other devices were signed out." };
  },
);
