"use server";

import { revalidatePath } from "next/cache";
import { validatedAction } from "@/lib/action";
import { z } from "@/lib/zod";
import { holdCreatorSend, liftSuspension, stopCreatorSend, suspendSender } from "./oversight";

// Admin → Newsletter → Creators' sends. Every action checks the admin through validatedAction.

const SCREEN = "/admin/newsletter/creators";

export const stopCreatorSendAction = validatedAction("admin", z.object({ id: z.uuid() }), async ({ id }) => {
  if (!(await stopCreatorSend(id)))
    return { ok: false, message: "This send is not scheduled or running any more." };
  revalidatePath(SCREEN);
  return { ok: true, message: "Stopped." };
});

const hold = z.object({ id: z.uuid(), hold: z.enum(["pause", "resume"]) });

export const holdCreatorSendAction = validatedAction("admin", hold, async ({ id, hold }) => {
  if (!(await holdCreatorSend(id, hold === "pause"))) {
    return {
      ok: false,
      message:
        hold === "pause" ? "This send is not scheduled or running any more." : "This send is not paused.",
    };
  }
  revalidatePath(SCREEN);
  return { ok: true, message: hold === "pause" ? "Paused." : "Going on." };
});

const account = z.object({ userId: z.string().min(1).max(100) });

export const suspendSenderAction = validatedAction("admin", account, async ({ userId }) => {
  await suspendSender(userId);
  revalidatePath(SCREEN);
  return { ok: true, message: "Sending suspended for this account." };
});

export const liftSuspensionAction = validatedAction("admin", account, async ({ userId }) => {
  await liftSuspension(userId);
  revalidatePath(SCREEN);
  return { ok: true, message: "This account can send again." };
});
