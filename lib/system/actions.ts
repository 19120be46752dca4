"use server";

import { revalidatePath } from "next/cache";
import { z } from "@/lib/zod";
import { validatedAction } from "@/lib/action";
import { clearSignInLockouts } from "@/lib/auth/throttle";
import { connection } from "@/lib/db";
import { runMigrations } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/seed/run";
import { CONNECTION_FAILED, CONNECTION_OK, SETUP_FAILED, SETUP_OK } from "./messages";
import { getDatabaseStatus } from "./status";
import { formatCount } from "@/lib/format";

const noInput = z.object({});

export const testConnection = validatedAction("admin", noInput, async () => {
  const status = await getDatabaseStatus();
  return status.reachable
    ? { ok: true, message: `${CONNECTION_OK} (${status.latencyMs} ms)` }
    : { ok: false, message: `${CONNECTION_FAILED}: ${status.error ?? "no answer"}` };
});

export const setupDatabase = validatedAction("admin", noInput, async () => {
  try {
    await runMigrations(connection());
    await seedDatabase();
  } catch (error) {
    console.error("[creatorkit] database setup failed", error);
    return { ok: false, message: SETUP_FAILED };
  }
  revalidatePath("/", "layout");
  return { ok: true, message: SETUP_OK };
});

export const clearLockouts = validatedAction("admin", noInput, async () => {
  const removed = await clearSignInLockouts();
  return {
    ok: true,
    message: `Cleared ${formatCount(removed, "sign-in lockout")}.`,
  };
});
