import { z } from "@/lib/zod";
import { emailAddress } from "@/lib/email/fields";

export const adminSignInSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  password: z.string().min(1, "Password is required").max(128),
});

export const userCredentialsSchema = z.object({
  email: emailAddress("Please enter a valid email address"),
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

// Browsers drop tabs and newlines from URLs and read backslashes as slashes. The raw value must be
// printable ASCII without backslashes (so no Unicode look-alike of a slash either: paths we build are
// percent-encoded); its percent-decoded forms must hold no control character and no backslash.
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;
const UNSAFE_RAW = /[^\x21-\x7e]|\\/;
const MAX_NEXT_LENGTH = 2048;
// The check only asks whether the target leaves the origin it is resolved against, so any origin gives
// the same answer; a fixed one keeps this pure (no configuration) and usable in the browser.
const BASE = new URL("https://site.invalid");

/** `value` percent-decoded until nothing more decodes; null when it is still changing after a few rounds. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return current; // a stray "%" decodes no further, for us or for a browser
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

const singleSlashPath = (path: string) => path.startsWith("/") && !path.startsWith("//");

/**
 * Where to send someone after signing in: `next` when it is a path on this site, otherwise `fallback`.
 * Decided by the URL parser (same origin, a path with a single leading slash), refusing control
 * characters and backslashes anywhere, encoded or not. The answer is the parser's serialization.
 */
export function safeNextPath(next: string | undefined, fallback: string): string {
  if (!next || next.length > MAX_NEXT_LENGTH || !singleSlashPath(next)) return fallback;
  const decoded = fullyDecoded(next);
  if (decoded === null || UNSAFE_RAW.test(next) || UNSAFE_DECODED.test(decoded)) return fallback;
  if (!singleSlashPath(decoded)) return fallback;
  let target: URL;
  try {
    target = new URL(next, BASE);
  } catch {
    return fallback;
  }
  // Dot segments can turn a single slash into two ("/.//evil.example" is the path "//evil.example").
  if (target.origin !== BASE.origin || !singleSlashPath(target.pathname)) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}

export const forgotPasswordSchema = z.object({
  email: emailAddress("Please enter a valid email address"),
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

export const signInCodeSchema = z
  .object({
    method: z.enum(["totp", "backup"]).default("totp"),
    code: z
      .string()
      .max(64)
      .transform((code) => code.replace(/\s/g, "")),
    trustDevice: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    next: z.string().optional(),
  })
  .superRefine(({ method, code }, ctx) => {
    const valid = method === "totp" ? /^\d{6}$/.test(code) : /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code);
    if (!valid) {
      const message =
        method === "totp"
          ? "Enter the 6-digit code from your authenticator app"
          : "Enter one of your backup codes, like AbC12-dE34f";
      ctx.addIssue({ code: "custom", path: ["code"], message });
    }
  });
