import { z } from "zod";

export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm").max(128),
});

export const SIGN_UP_ANSWER =
  "Check your inbox: we have e-mailed you the next step. You can sign in now; your pages go public once your address is confirmed.";
