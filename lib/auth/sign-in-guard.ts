import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { isApiError } from "./errors";
import {
  beginSignInAttempt,
  completeSignInAttempt,
  passPasswordStep,
  signInAttemptOf,
  type SignInAttempt,
} from "./throttle";
import { TWO_FACTOR_CHALLENGE_COOKIE as TWO_FACTOR_COOKIE } from "./two-factor";

// The sign-in throttle (lib/auth/throttle.ts) as a plugin, so that it sees what the twoFactor plugin
// made of a sign-in: it must come after twoFactor (and before nextCookies) in the plugin list. Its hooks
// run for HTTP calls and for auth.api calls from server actions alike, so every way in is counted.
//
// Both steps count as one sign-in. A right password with a code still due is no failure, but it does not
// clear the account's earlier failures either: otherwise someone holding the password could clear the
// count between each guess at the code. Only a finished sign-in clears it and marks the device as known.

const PASSWORD_PATHS = new Set(["/sign-in/username", "/sign-in/email"]);
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function refuse(message: string): never {
  throw new APIError("TOO_MANY_REQUESTS", { message, code: "TOO_MANY_ATTEMPTS" });
}

/** The sign-in waiting for a second factor in this request's signed cookie, if any. */
export async function pendingChallenge(ctx: HookContext): Promise<{ userId: string } | null> {
  const name = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = await ctx.getSignedCookie(name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge ? { userId: challenge.value } : null;
}

async function codeAttemptOf(ctx: HookContext, userId: string): Promise<SignInAttempt | null> {
  const user = await ctx.context.internalAdapter.findUserById(userId);
  return user ? { ...signInAttemptOf({ headers: ctx.headers }), identifier: user.email } : null;
}

function asksForSecondFactor(returned: unknown): boolean {
  const value = returned as { twoFactorRedirect?: unknown; body?: { twoFactorRedirect?: unknown } } | null;
  return value?.twoFactorRedirect === true || value?.body?.twoFactorRedirect === true;
}

export const signInGuard = () =>
  ({
    id: "creatorkit-sign-in-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => PASSWORD_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const refusal = await beginSignInAttempt(signInAttemptOf(ctx));
            if (refusal) refuse(refusal);
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            // Without a pending sign-in this is a signed-in user confirming a new authenticator, or a
            // request better-auth itself turns away ("Invalid two factor cookie").
            const challenge = await pendingChallenge(ctx);
            const attempt = challenge ? await codeAttemptOf(ctx, challenge.userId) : null;
            if (!attempt) return;
            const refusal = await beginSignInAttempt(attempt);
            if (refusal) refuse(refusal);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => PASSWORD_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            // A failure was counted before the password check; only a right password has more to do.
            const returned = ctx.context.returned;
            if (isApiError(returned)) return;
            if (asksForSecondFactor(returned)) {
              await passPasswordStep(signInAttemptOf(ctx));
              return;
            }
            const device = await completeSignInAttempt(signInAttemptOf(ctx));
            if (device) ctx.setCookie(device.name, device.value, device.options);
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession?.user;
            if (isApiError(ctx.context.returned) || !signedIn) return;
            const name = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
            if (!(await ctx.getSignedCookie(name, ctx.context.secret))) return;
            const attempt = { ...signInAttemptOf({ headers: ctx.headers }), identifier: signedIn.email };
            const device = await completeSignInAttempt(attempt);
            if (device) ctx.setCookie(device.name, device.value, device.options);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
