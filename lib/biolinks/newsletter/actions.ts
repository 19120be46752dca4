"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { validatedAction, type ActionFailure } from "@/lib/action";
import { newsletterPath } from "@/lib/biolinks/paths";
import { sendTestOf } from "@/lib/newsletter/issue-mail";
import { getIssue } from "@/lib/newsletter/issue-queries";
import {
  deleteDraft,
  retryFailed,
  saveIssue,
  scheduleIssue,
  setIssuePublished,
  unscheduleIssue,
} from "@/lib/newsletter/issue-store";
import { pageArchiveIssuePath, pageArchivePath } from "./archive";
import { listChanged, PAST_TIME } from "@/lib/newsletter/issue-validation";
import { requestSends } from "@/lib/newsletter/send-queue";
import { sendRefusal, testRefusal } from "./limits";
import { countConfirmed, ownPage } from "./queries";
import {
  creatorIssueIdSchema,
  creatorIssueSchema,
  creatorPublishSchema,
  creatorScheduleSchema,
  creatorSendNowSchema,
} from "./validation";

// A creator's newsletter (Dashboard → a page's Newsletter). Each action finds the page through the
// session's user, so another account's page or issue is not found and nothing changes; the writes are
// lib/newsletter's, scoped to that page's list. Sends are never made here: the job queue runs them.

const NOT_FOUND: ActionFailure = { ok: false, message: "That page or e-mail was not found." };
const GONE = "This e-mail was sent or deleted meanwhile.";

export const saveCreatorIssueAction = validatedAction(
  "user",
  creatorIssueSchema,
  async ({ slug, id, subject, html, published }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    const saved = await saveIssue({ id, subject, html, published }, page.id);
    if (!saved) return { ok: false, message: GONE };
    revalidatePath(newsletterPath(slug));
    redirect(newsletterPath(slug, saved));
  },
);

export const sendCreatorTestAction = validatedAction(
  "user",
  creatorIssueIdSchema,
  async ({ slug, id }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page || !(await getIssue(id, page.id))) return NOT_FOUND;
    const refusal = await testRefusal(session.user);
    if (refusal) return { ok: false, message: refusal };
    const to = session.user.email;
    if (!(await sendTestOf(id, to))) return NOT_FOUND;
    return { ok: true, message: `Test sent to ${to}.` };
  },
);

/** Starts (now) or schedules (at a later time) the send, after the list size and the limits are checked. */
async function startSend(
  userId: string,
  input: { slug: string; id: string; recipients: number; at?: string },
): Promise<ActionFailure | { ok: true; message: string }> {
  const page = await ownPage(userId, input.slug);
  if (!page || !(await getIssue(input.id, page.id))) return NOT_FOUND;
  const when = input.at ? new Date(input.at) : new Date();
  if (input.at && when.getTime() <= Date.now()) return PAST_TIME;
  const changed = listChanged(await countConfirmed(page.id), input.recipients);
  if (changed) return changed;
  const refusal = await sendRefusal(userId, page.id, input.id, input.recipients, when);
  if (refusal) return { ok: false, message: refusal };
  if (!(await scheduleIssue(input.id, when, page.id))) return { ok: false, message: GONE };
  await requestSends(input.at ? when : undefined);
  revalidatePath(newsletterPath(input.slug));
  return { ok: true, message: input.at ? "Scheduled." : "Sending started." };
}

export const sendCreatorIssueNowAction = validatedAction(
  "user",
  creatorSendNowSchema,
  async (input, { session }) => startSend(session.user.id, input),
);

export const scheduleCreatorIssueAction = validatedAction(
  "user",
  creatorScheduleSchema,
  async (input, { session }) => startSend(session.user.id, input),
);

export const unscheduleCreatorIssueAction = validatedAction(
  "user",
  creatorIssueIdSchema,
  async ({ slug, id }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    if (!(await unscheduleIssue(id, page.id)))
      return { ok: false, message: "This e-mail is not scheduled any more." };
    revalidatePath(newsletterPath(slug));
    return { ok: true, message: "Back to draft." };
  },
);

export const retryCreatorFailedAction = validatedAction(
  "user",
  creatorIssueIdSchema,
  async ({ slug, id }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    const count = await retryFailed(id, page.id);
    if (count === 0) return { ok: false, message: "No failed recipients to retry." };
    await requestSends();
    return { ok: true, message: `Retrying ${count} recipient${count === 1 ? "" : "s"}.` };
  },
);

export const deleteCreatorDraftAction = validatedAction(
  "user",
  creatorIssueIdSchema,
  async ({ slug, id }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    if (!(await deleteDraft(id, page.id))) return { ok: false, message: "Only a draft can be deleted." };
    revalidatePath(newsletterPath(slug));
    redirect(newsletterPath(slug));
  },
);

export const setCreatorPublishedAction = validatedAction(
  "user",
  creatorPublishSchema,
  async ({ slug, id, published }, { session }) => {
    const page = await ownPage(session.user.id, slug);
    if (!page) return NOT_FOUND;
    const issueSlug = await setIssuePublished(id, published === "yes", page.id);
    if (!issueSlug) return NOT_FOUND;
    // The page's archive shows or drops it now, not at its next minute.
    revalidatePath(pageArchivePath(slug));
    revalidatePath(pageArchiveIssuePath(slug, issueSlug));
    revalidatePath(newsletterPath(slug, id));
    return {
      ok: true,
      message: published === "yes" ? "Published on the web." : "Taken off the web archive.",
    };
  },
);
