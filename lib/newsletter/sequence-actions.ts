"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { validatedAction } from "@/lib/action";
import { sendTestOf } from "./issue-mail";
import { sequencePath } from "./paths";
import { requestSends } from "./send-queue";
import { getStep } from "./sequence-queries";
import { deleteStep, moveStep, saveStep, setSequenceStatus } from "./sequence-store";
import {
  moveStepSchema,
  NOTHING_TO_TURN_ON,
  sequenceStatusSchema,
  STATUS_DONE,
  STEP_REFUSALS,
  stepIdSchema,
  stepSchema,
} from "./sequence-validation";

// Admin → Newsletter → Welcome sequence, for the site's own list (every action checks the admin through
// validatedAction). Nothing is mailed here but a test: the send queue mails the sequence.

const GONE = { ok: false, message: STEP_REFUSALS.gone } as const;

export const saveStepAction = validatedAction("admin", stepSchema, async (step) => {
  const saved = await saveStep(step, null);
  if (!saved.ok) return { ok: false, message: STEP_REFUSALS[saved.reason] };
  revalidatePath(sequencePath());
  redirect(`${sequencePath(saved.id)}?saved=1`);
});

export const deleteStepAction = validatedAction("admin", stepIdSchema, async ({ id }) => {
  if (!(await deleteStep(id, null))) return GONE;
  revalidatePath(sequencePath());
  redirect(sequencePath());
});

export const moveStepAction = validatedAction("admin", moveStepSchema, async ({ id, direction }) => {
  if (!(await moveStep(id, direction, null))) return { ok: false, message: "It cannot move that way." };
  revalidatePath(sequencePath());
  return { ok: true, message: "Moved." };
});

export const setSequenceStatusAction = validatedAction("admin", sequenceStatusSchema, async ({ status }) => {
  if (!(await setSequenceStatus(status, null))) return { ok: false, message: NOTHING_TO_TURN_ON };
  if (status === "on") await requestSends();
  revalidatePath(sequencePath());
  return { ok: true, message: STATUS_DONE[status] };
});

export const sendStepTestAction = validatedAction("admin", stepIdSchema, async ({ id }, { session }) => {
  const to = session.user.email;
  if (!(await getStep(id, null)) || !(await sendTestOf(id, to))) return GONE;
  return { ok: true, message: `Test sent to ${to}.` };
});
