"use server";

import { headers } from "next/headers";
import { validatedAction } from "@/lib/action";
import { rethrowIfDatabaseUnavailable } from "@/lib/db/availability";
import { takeRecipientSlot } from "@/lib/email/recipient-limit";
import { sendEmail } from "@/lib/email/send";
import { welcomeEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { hit } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { confirmSubscription, leaveList, markPending } from "./store";
import { requestSends } from "./send-queue";
import {
  confirmUrl,
  isValidConfirmToken,
  isValidReportToken,
  isValidUnsubscribeToken,
  oneClickUnsubscribeUrl,
  unsubscribeUrl,
} from "./token";
import { NEWSLETTER_MESSAGES } from "./messages";
import { reportIssue } from "./report";
import { confirmSchema, reportSchema, subscribeSchema, unsubscribeSchema } from "./validation";

/** SPEC's thanks and the confirmation link, for every address: the form does not tell who is listed. */
const SUBSCRIBED = {
  ok: true,
  message: `${NEWSLETTER_MESSAGES.success} ${NEWSLETTER_MESSAGES.confirm}`,
} as const;

export const subscribeToNewsletter = validatedAction("public", subscribeSchema, async ({ email }) => {
  const window = await hit(`newsletter:${visitorKey(await headers())}`, 60 * 60_000);
  if (window.count > env().NEWSLETTER_SIGNUPS_PER_HOUR) {
    return { ok: false, message: "Too many sign-ups from your network. Please try again later." };
  }
  try {
    // Mailed already today (from this form, or from the site a few times): nothing is sent or changed.
    const slot = await takeRecipientSlot(email, "newsletter");
    if (!slot) return SUBSCRIBED;
    if (!(await markPending(email))) {
      await slot.release();
      return SUBSCRIBED;
    }
    await sendEmail(welcomeEmail(confirmUrl(email), unsubscribeUrl(email)), {
      to: email,
      headers: {
        "List-Unsubscribe": `<${oneClickUnsubscribeUrl(email)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }).catch(async (error: unknown) => {
      await slot.release();
      throw error;
    });
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    console.error("[newsletter] subscribe failed", error);
    return { ok: false, message: NEWSLETTER_MESSAGES.unexpected };
  }
  return SUBSCRIBED;
});

export const confirmNewsletterSubscription = validatedAction(
  "public",
  confirmSchema,
  async ({ email, issued, token }) => {
    if (!isValidConfirmToken(email, issued, token) || !(await confirmSubscription(email))) {
      return { ok: false, message: NEWSLETTER_MESSAGES.confirmExpired };
    }
    // The welcome sequence's first e-mail goes now, not at the queue's next minute.
    await requestSends().catch((error: unknown) => console.error("[newsletter] queue unavailable", error));
    return { ok: true, message: `${email} is subscribed. Thank you! The next newsletter will reach you.` };
  },
);

export const unsubscribeFromNewsletter = validatedAction(
  "public",
  unsubscribeSchema,
  async ({ email, token, list, issue }) => {
    if (!isValidUnsubscribeToken(email, token, list)) {
      return {
        ok: false,
        message: "This unsubscribe link is not valid. Use the link from your latest e-mail.",
      };
    }
    await leaveList(email, list, issue);
    return {
      ok: true,
      message: list
        ? `${email} is unsubscribed from this list. You will get no more e-mails from it.`
        : `${email} is unsubscribed. You will get no more newsletters.`,
    };
  },
);

export const reportNewsletterIssue = validatedAction(
  "public",
  reportSchema,
  async ({ issue, email, token }) => {
    if (!isValidReportToken(issue, email, token) || !(await reportIssue(issue, email))) {
      return { ok: false, message: "This report link is not valid. Use the link from the e-mail itself." };
    }
    return {
      ok: true,
      message: `Thank you: the report reached us. ${email} gets no more e-mails from this list, or any other list here.`,
    };
  },
);
