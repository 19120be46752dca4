import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { db } from "@/lib/db";
import { totpSteps, twoFactor } from "@/lib/db/schema";
import { pendingChallenge, type HookContext } from "./sign-in-guard";

// RFC 6238 §5.2: a code once accepted must not be accepted again. better-auth checks that a code belongs to
// the current step or a neighbour but keeps no record, so the same code signs in twice within its minute.
// Before better-auth checks a sign-in's code, the step it belongs to is claimed here by one conditional
// upsert in the database: a step no later than the account's last one is refused, in every process alike.

export const CODE_ALREADY_USED = "CODE_ALREADY_USED";

// better-auth's defaults (lib/auth/two-factor.ts sets neither): 6 digits, 30 s, one step either side.
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
const BASE32_PREFIX = "base32:";

/** The time step `code` belongs to for this secret, or null for a wrong code (better-auth refuses it). */
export function stepOfCode(secret: Secret, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ secret, digits: DIGITS, period: PERIOD });
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** Records `step` as the account's last, or returns false when it is not later than the one recorded. */
export async function claimStep(userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .insert(totpSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: totpSteps.userId,
      set: { lastStep: step },
      setWhere: sql`${totpSteps.lastStep} < ${step}`,
    })
    .returning({ userId: totpSteps.userId });
  return claimed.length > 0;
}

// Secrets imported from elsewhere are stored as "base32:<secret>"; generated ones are used as UTF-8 bytes.
async function secretOf(ctx: HookContext, userId: string): Promise<Secret | null> {
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return null;
  const plain = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  return plain.startsWith(BASE32_PREFIX)
    ? Secret.fromBase32(plain.slice(BASE32_PREFIX.length).toUpperCase())
    : Secret.fromUTF8(plain);
}

export const totpReplayGuard = () =>
  ({
    id: "creatorkit-totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            // Confirming a new authenticator is no sign-in: only a pending sign-in's code is claimed.
            const challenge = await pendingChallenge(ctx);
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (!challenge || typeof code !== "string") return;
            const secret = await secretOf(ctx, challenge.userId);
            const step = secret && stepOfCode(secret, code);
            if (step === null || step === undefined) return;
            if (!(await claimStep(challenge.userId, step))) {
              throw new APIError("UNAUTHORIZED", {
                code: CODE_ALREADY_USED,
                message: "This code was used already",
              });
            }
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
