import { z } from "@/lib/zod";

/** A form that only asks for the current password, to confirm something sensitive. */
export const passwordConfirmationSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm").max(128),
});

export const deleteAccountSchema = passwordConfirmationSchema;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});

export const SIGN_UP_ANSWER =
  "Check your inbox: we have e-mailed you the next step. You can sign in now; your pages go public once your address is confirmed.";
