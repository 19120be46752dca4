"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { validatedAction, type ActionFailure } from "@/lib/action";
import { sequencePath } from "@/lib/biolinks/paths";
import { sendTestOf } from "@/lib/newsletter/issue-mail";
import { requestSends } from "@/lib/newsletter/send-queue";
import { getStep } from "@/lib/newsletter/sequence-queries";
import { deleteStep, moveStep, saveStep, setSequenceStatus } from "@/lib/newsletter/sequence-store";
import { NOTHING_TO_TURN_ON, STATUS_DONE, STEP_REFUSALS } from "@/lib/newsletter/sequence-validation";
import { testRefusal } from "./limits";
import { isSuspended } from "./oversight";
import { ownPage } from "./queries";
import {
  creatorMoveStepSchema,
  creatorSequenceStatusSchema,
  creatorStepIdSchema,
  creatorStepSchema,
} from "./validation";

// A creator's welcome sequence (Dashboard → a page's Newsletter → Welcome sequence). Each action finds the
// page through the session's user, so another account's page or e-mail is not found and nothing changes.

const NOT_FOUND: ActionFailure = { ok: false, message: "That page or e-mail was not found." };

export const saveCreatorStepAction = validatedAction(
  "user",
  creatorStepSchema,
  async ({ slug, ...step }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    const saved = await saveStep(step, page.id);
    if (!saved.ok) return { ok: false, message: STEP_REFUSALS[saved.reason] };
    revalidatePath(sequencePath(slug));
    redirect(`${sequencePath(slug, saved.id)}?saved=1`);
  },
);

export const deleteCreatorStepAction = validatedAction(
  "user",
  creatorStepIdSchema,
  async ({ slug, id }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page || !(await deleteStep(id, page.id))) return NOT_FOUND;
    revalidatePath(sequencePath(slug));
    redirect(sequencePath(slug));
  },
);

export const moveCreatorStepAction = validatedAction(
  "user",
  creatorMoveStepSchema,
  async ({ slug, id, direction }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    if (!(await moveStep(id, direction, page.id))) return { ok: false, message: "It cannot move that way." };
    revalidatePath(sequencePath(slug));
    return { ok: true, message: "Moved." };
  },
);

export const setCreatorSequenceStatusAction = validatedAction(
  "user",
  creatorSequenceStatusSchema,
  async ({ slug, status }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    if (status === "on") {
      // The sequence's mails are the creator's, from their page with replies to their address.
      if (!session.user.emailVerified) {
        return { ok: false, message: "Verify your e-mail address first: your readers' replies go to it." };
      }
      if (await isSuspended(session.user.id)) {
        return {
          ok: false,
          message: "Sending is suspended for your account. Write to us through the contact page.",
        };
      }
    }
    if (!(await setSequenceStatus(status, page.id))) return { ok: false, message: NOTHING_TO_TURN_ON };
    if (status === "on") await requestSends();
    revalidatePath(sequencePath(slug));
    return { ok: true, message: STATUS_DONE[status] };
  },
);

export const sendCreatorStepTestAction = validatedAction(
  "user",
  creatorStepIdSchema,
  async ({ slug, id }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page || !(await getStep(id, page.id))) return NOT_FOUND;
    const refusal = await testRefusal(session.user);
    if (refusal) return { ok: false, message: refusal };
    const to = session.user.email;
    if (!(await sendTestOf(id, to))) return NOT_FOUND;
    return { ok: true, message: `Test sent to ${to}.` };
  },
);
