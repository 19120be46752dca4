"use server";

import { headers } from "next/headers";
import { validatedAction } from "@/lib/action";
import { rethrowIfDatabaseUnavailable } from "@/lib/db/availability";
import { sendEmail } from "@/lib/email/send";
import { welcomeEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { hit } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { subscribe, unsubscribe } from "./store";
import { isValidUnsubscribeToken, oneClickUnsubscribeUrl, unsubscribeUrl } from "./token";
import { NEWSLETTER_MESSAGES } from "./messages";
import { subscribeSchema, unsubscribeSchema } from "./validation";

export const subscribeToNewsletter = validatedAction("public", subscribeSchema, async ({ email }) => {
  const window = await hit(`newsletter:${visitorKey(await headers())}`, 60 * 60_000);
  if (window.count > env().NEWSLETTER_SIGNUPS_PER_HOUR) {
    return { ok: false, message: "Too many sign-ups from your network. Please try again later." };
  }
  try {
    const outcome = await subscribe(email);
    if (outcome !== "already-active") {
      const url = unsubscribeUrl(email);
      await sendEmail(welcomeEmail(url), {
        to: email,
        headers: {
          "List-Unsubscribe": `<${oneClickUnsubscribeUrl(email)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    }
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    console.error("[newsletter] subscribe failed", error);
    return { ok: false, message: NEWSLETTER_MESSAGES.unexpected };
  }
  return { ok: true, message: NEWSLETTER_MESSAGES.success };
});

export const unsubscribeFromNewsletter = validatedAction(
  "public",
  unsubscribeSchema,
  async ({ email, token }) => {
    if (!isValidUnsubscribeToken(email, token)) {
      return {
        ok: false,
        message: "This unsubscribe link is not valid. Use the link from your latest e-mail.",
      };
    }
    await unsubscribe(email);
    return { ok: true, message: `${email} is unsubscribed. You will get no more newsletters.` };
  },
);
