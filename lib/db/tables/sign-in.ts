import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Sign-in failure counters (lib/auth/throttle.ts), one row per key: an account as seen from unknown
 * devices, a known device, an address. `strikes` counts lockouts in a row, for the back-off.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
    strikes: integer("strikes").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("sign_in_throttles_window_ends_at_idx").on(t.windowEndsAt)],
);

/**
 * The last TOTP time step (Unix time / 30 s) that signed each account in (lib/auth/totp-replay.ts): a code of
 * that step or an earlier one is refused, so a code once accepted cannot sign in again (RFC 6238 §5.2).
 */
export const totpSteps = pgTable("totp_steps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastStep: bigint("last_step", { mode: "number" }).notNull(),
});
