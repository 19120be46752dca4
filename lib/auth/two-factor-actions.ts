"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { validatedAction } from "@/lib/action";
import { getAuth } from "./auth";
import { codeFailureMessage } from "./two-factor";
import { safeNextPath, signInCodeSchema } from "./validation";

// The second step of a sign-in with two-factor on: the password step left a signed, short-lived
// challenge cookie; a right code turns it into a session. The throttle (sign-in-guard.ts) counts each
// code like a password attempt, whether it comes through these actions or straight to /api/auth.

type CodeInput = { method: "totp" | "backup"; code: string; trustDevice: boolean };

/** Backup codes are made as "abcde-12345"; one typed without its dash is the same code. */
const backupCode = (code: string) => (code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code);

async function verify({ method, code, trustDevice }: CodeInput): Promise<string | null> {
  const api = getAuth().api;
  const requestHeaders = await headers();
  try {
    if (method === "totp") await api.verifyTOTP({ body: { code, trustDevice }, headers: requestHeaders });
    else {
      await api.verifyBackupCode({ body: { code: backupCode(code), trustDevice }, headers: requestHeaders });
    }
    return null;
  } catch (error) {
    return codeFailureMessage(error, method);
  }
}

export const verifyUserSignInCode = validatedAction("public", signInCodeSchema, async (input) => {
  const message = await verify(input);
  if (message)
    return { ok: false, message, fieldErrors: { code: [message] }, values: { method: input.method } };
  redirect(safeNextPath(input.next, "/dashboard"));
});

export const verifyAdminSignInCode = validatedAction("public", signInCodeSchema, async (input) => {
  const message = await verify(input);
  if (message)
    return { ok: false, message, fieldErrors: { code: [message] }, values: { method: input.method } };
  // The password step admitted admins only; the admin layout checks the role again in any case.
  redirect("/admin");
});
