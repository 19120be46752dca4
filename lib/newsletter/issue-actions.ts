"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { validatedAction } from "@/lib/action";
import { sendTestOf } from "./issue-mail";
import { postIssueHtml } from "./post-mail";
import { countRecipients, getPostForIssue } from "./issue-queries";
import { revalidateSitemap } from "@/lib/sitemap/revalidate";
import {
  deleteDraft,
  retryFailed,
  saveIssue,
  scheduleIssue,
  setIssuePublished,
  unscheduleIssue,
} from "./issue-store";
import {
  fromPostSchema,
  issueIdSchema,
  publishSchema,
  siteIssueSchema,
  listChanged,
  PAST_TIME,
  scheduleSchema,
  sendNowSchema,
} from "./issue-validation";
import { newsletterPath, issuePath } from "./paths";
import { requestSends } from "./send-queue";

// Admin Newsletter (every action checks the admin through validatedAction). Sends are never made here:
// an action marks the issue and asks the job queue to run (send-queue.ts).

const GONE = "This issue was sent or deleted meanwhile.";

export const saveIssueAction = validatedAction("admin", siteIssueSchema, async (issue) => {
  const saved = await saveIssue(issue);
  if (!saved) return { ok: false, message: GONE };
  revalidatePath(newsletterPath());
  redirect(issuePath(saved));
});

export const issueFromPostAction = validatedAction("admin", fromPostSchema, async ({ postId }) => {
  const post = await getPostForIssue(postId);
  if (!post) return { ok: false, message: "That post is not published." };
  const id = await saveIssue({ subject: post.title, html: postIssueHtml(post), postId });
  revalidatePath(newsletterPath());
  redirect(issuePath(id!));
});

export const sendTestAction = validatedAction("admin", issueIdSchema, async ({ id }, { session }) => {
  const to = session.user.email;
  if (!(await sendTestOf(id, to))) return { ok: false, message: GONE };
  return { ok: true, message: `Test sent to ${to}.` };
});

export const sendNowAction = validatedAction("admin", sendNowSchema, async ({ id, recipients }) => {
  const changed = listChanged(await countRecipients(), recipients);
  if (changed) return changed;
  if (!(await scheduleIssue(id, new Date()))) return { ok: false, message: GONE };
  await requestSends();
  revalidatePath(newsletterPath());
  return { ok: true, message: "Sending started." };
});

export const scheduleAction = validatedAction("admin", scheduleSchema, async ({ id, at, recipients }) => {
  const when = new Date(at);
  if (when.getTime() <= Date.now()) return PAST_TIME;
  const changed = listChanged(await countRecipients(), recipients);
  if (changed) return changed;
  if (!(await scheduleIssue(id, when))) return { ok: false, message: GONE };
  await requestSends(when);
  revalidatePath(newsletterPath());
  return { ok: true, message: "Scheduled." };
});

export const unscheduleAction = validatedAction("admin", issueIdSchema, async ({ id }) => {
  if (!(await unscheduleIssue(id))) return { ok: false, message: "This issue is not scheduled any more." };
  revalidatePath(newsletterPath());
  return { ok: true, message: "Back to draft." };
});

export const retryFailedAction = validatedAction("admin", issueIdSchema, async ({ id }) => {
  const count = await retryFailed(id);
  if (count === 0) return { ok: false, message: "No failed recipients to retry." };
  await requestSends();
  return { ok: true, message: `Retrying ${count} recipient${count === 1 ? "" : "s"}.` };
});

export const setPublishedAction = validatedAction("admin", publishSchema, async ({ id, published }) => {
  if (!(await setIssuePublished(id, published === "yes", null))) return { ok: false, message: GONE };
  // The archive's pages and the sitemap drop or show it now, not at their next minute (the route group
  // is part of the path: lib/blog/revalidate.ts).
  revalidatePath("/(site)/newsletter", "layout");
  revalidateSitemap();
  revalidatePath(issuePath(id));
  return {
    ok: true,
    message: published === "yes" ? "Published on the web." : "Taken off the web archive.",
  };
});

export const deleteDraftAction = validatedAction("admin", issueIdSchema, async ({ id }) => {
  if (!(await deleteDraft(id))) return { ok: false, message: "Only a draft can be deleted." };
  revalidatePath(newsletterPath());
  redirect(newsletterPath());
});
