import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { admin, twoFactor, username } from "better-auth/plugins";
import { db } from "@/lib/db";
import { sendAccountMail } from "@/lib/email/account-mail";
import { passwordResetEmail } from "@/lib/email/templates";
import * as schema from "@/lib/db/schema";
import { env, trustedOrigins } from "@/lib/env";
import { processSingleton } from "@/lib/process-registry";
import { hit } from "@/lib/rate-limit";
import { clientIp, hashIp } from "@/lib/request-ip";
import { DISABLED_AUTH_PATHS, emailVerificationOptions, signUpOptions } from "./email-confirmation";
import { signInGuard } from "./sign-in-guard";
import { twoFactorOptions } from "./two-factor";
import { totpReplayGuard } from "./totp-replay";

function createAuth() {
  return betterAuth({
    baseURL: env().SITE_URL,
    secret: env().BETTER_AUTH_SECRET,
    trustedOrigins: trustedOrigins(),
    disabledPaths: DISABLED_AUTH_PATHS,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset ends every session, so whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      ...signUpOptions,
      sendResetPassword: async ({ user, token }) => {
        const url = new URL("/reset-password", env().SITE_URL);
        url.searchParams.set("token", token);
        // The form answers the same whether or not this is sent (lib/auth/password-reset-actions.ts).
        await sendAccountMail(user.email, passwordResetEmail(url.toString()));
      },
    },
    emailVerification: emailVerificationOptions,
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Our Postgres-backed throttle (signInGuard) replaces the built-in limiter: per process, in memory.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: env().NODE_ENV === "test" ? "error" : "warn" },
    hooks: {
      // Hooks run for HTTP calls and for auth.api calls from server actions alike.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const ip = clientIp(ctx.headers ?? new Headers());
          // The username plugin would answer "username is already taken": an enumeration oracle.
          if ((ctx.body as { username?: unknown } | undefined)?.username !== undefined) {
            throw new APIError("BAD_REQUEST", { message: "Usernames cannot be chosen at sign-up" });
          }
          const window = await hit(`sign-up:ip:${hashIp(ip)}`, 60 * 60_000);
          if (window.count > env().SIGN_UPS_PER_HOUR) {
            throw new APIError("TOO_MANY_REQUESTS", {
              message: "Too many new accounts from this network, try again later",
            });
          }
        }
      }),
    },
    // signInGuard must see what twoFactor made of a sign-in, and count a code before totpReplayGuard
    // refuses it; nextCookies must be last.
    plugins: [
      username(),
      admin(),
      twoFactor(twoFactorOptions),
      signInGuard(),
      totpReplayGuard(),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module "@/lib/process-registry" {
  interface ProcessRegistry {
    auth: Auth;
  }
}

/** Built on first use so that importing a route never reads configuration at build time. */
export function getAuth(): Auth {
  return processSingleton("auth", createAuth);
}
