import { z } from "zod";

export const adminSignInSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  password: z.string().min(1, "Password is required").max(128),
});

export const userCredentialsSchema = z.object({
  email: z.email("Please enter a valid email address").trim().toLowerCase().max(254),
  password: z.string().min(8, "Password must be at least 8 characters").max(128),
  next: z.string().optional(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: z.string().min(8, "Password must be at least 8 characters").max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  });

/** Only same-site relative paths, so a crafted ?next= cannot send people elsewhere. */
export function safeNextPath(next: string | undefined, fallback: string): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : fallback;
}

export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address")),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "This link is incomplete. Ask for a new one."),
    newPassword: z.string().min(8, "Password must be at least 8 characters").max(128),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  });

export const RESET_LINK_SENT =
  "If an account exists for that address, we have sent it a link to choose a new password. It expires in one hour.";
