"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "@/lib/zod";
import { validatedAction } from "@/lib/action";
import { getAuth } from "@/lib/auth/auth";
import { CONFIRMED_CALLBACK } from "@/lib/auth/email-confirmation";
import { forgetPages } from "@/lib/biolinks/domains/hosts";
import { listOwnPages } from "@/lib/biolinks/queries";
import { revalidateBioPage } from "@/lib/biolinks/revalidate";
import { accountMailsPausedUntil } from "@/lib/email/recipient-limit";
import { formatCount } from "@/lib/format";
import { hit, minutesUntil } from "@/lib/rate-limit";
import { isCurrentPassword } from "./password";
import { deleteUserAccount } from "./store";
import { deleteAccountSchema } from "./validation";

const RESENDS_PER_HOUR = 3;
const DELETE_ATTEMPTS_PER_15_MINUTES = 5;

export const resendConfirmation = validatedAction("user", z.object({}), async (_data, { session }) => {
  if (session.user.emailVerified) return { ok: true, message: "Your address is already confirmed." };
  const window = await hit(`confirm-resend:${session.user.id}`, 60 * 60_000);
  if (window.count > RESENDS_PER_HOUR) {
    return {
      ok: false,
      message: `You have asked for several links already. Try again in ${minutesUntil(window.resetAt)} minutes.`,
    };
  }
  // The address's own daily budget (a stranger may have opened this account with it): said plainly here,
  // to whoever is signed in to the account, instead of a "sent" that sent nothing.
  const paused = await accountMailsPausedUntil(session.user.email);
  if (paused) {
    return {
      ok: false,
      message: `This address has had several mails from us today. Try again in ${formatCount(Math.ceil(minutesUntil(paused) / 60), "hour")}.`,
    };
  }
  await getAuth().api.sendVerificationEmail({
    body: { email: session.user.email, callbackURL: CONFIRMED_CALLBACK },
    headers: await headers(),
  });
  return { ok: true, message: `We have sent a new link to ${session.user.email}.` };
});

export const deleteAccount = validatedAction(
  "user",
  deleteAccountSchema,
  async ({ password }, { session }) => {
    // A stolen session must not be able to guess the password here either.
    const attempts = await hit(`delete-account:${session.user.id}`, 15 * 60_000);
    if (attempts.count > DELETE_ATTEMPTS_PER_15_MINUTES) {
      return {
        ok: false,
        message: `Too many attempts, try again in ${minutesUntil(attempts.resetAt)} minutes`,
      };
    }
    if (!(await isCurrentPassword(session.user.id, password))) {
      const message = "That is not your current password";
      return { ok: false, message, fieldErrors: { password: [message] } };
    }
    const pages = await listOwnPages(session.user.id);
    await deleteUserAccount(session.user.id);
    // Their public pages and cards answer 404 from now on, not from the cache, and their domains serve
    // nothing (nor get certificates): their slugs are free for others to take.
    await forgetPages(pages.map((page) => page.id));
    for (const { slug } of pages) revalidateBioPage(slug);
    // The sessions went with the user; this clears the cookie.
    await getAuth().api.signOut({ headers: await headers() });
    redirect("/?account-deleted=1");
  },
);
