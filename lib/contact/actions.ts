"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { validatedAction } from "@/lib/action";
import { sendEmail } from "@/lib/email/send";
import { contactNotificationEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { hit } from "@/lib/rate-limit";
import { visitorKey } from "@/lib/request-ip";
import { deleteMessage, saveContactMessage, setMessageRead } from "./store";
import { contactSchema, markReadSchema, messageIdSchema } from "./validation";

export const submitContactMessage = validatedAction("public", contactSchema, async (input) => {
  const window = await hit(`contact:${visitorKey(await headers())}`, 60 * 60_000);
  if (window.count > env().CONTACT_MESSAGES_PER_HOUR) {
    return {
      ok: false,
      message: "You have sent several messages in a short time. Please try again in an hour.",
    };
  }
  await saveContactMessage(input);
  try {
    const { CONTACT_EMAIL, ADMIN_EMAIL } = env();
    await sendEmail(contactNotificationEmail(input), {
      to: CONTACT_EMAIL ?? ADMIN_EMAIL,
      replyTo: input.email,
    });
  } catch (error) {
    // The message is stored and visible in the Inbox even when the notification could not be sent.
    console.error("[contact] notification failed", error);
  }
  revalidatePath("/admin/inbox");
  return {
    ok: true,
    message: "Thank you! Your message has been sent. We usually answer within two working days.",
  };
});

export const markMessageRead = validatedAction("admin", markReadSchema, async ({ id, read }) => {
  await setMessageRead(id, read);
  revalidatePath("/admin/inbox");
  return { ok: true };
});

export const deleteContactMessage = validatedAction("admin", messageIdSchema, async ({ id }) => {
  await deleteMessage(id);
  revalidatePath("/admin/inbox");
  return { ok: true, message: "Message deleted" };
});
