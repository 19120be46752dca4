// No "server-only" here: npm start's scripts load auth (to ensure the admin account) outside Next.
import { sendAccountMail } from "@/lib/email/account-mail";
import { confirmEmailEmail, existingAccountEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { hit } from "@/lib/rate-limit";

// E-mail confirmation and sign-up without account enumeration (issue 12, finding 10). Sign-up never
// signs in, so it can answer the same for a new address and a taken one; the owner of a taken address
// gets an e-mail instead of a second account.

export const CONFIRMATION_LINK_HOURS = 24;
/** Where the confirmation link lands once the address is confirmed. */
export const CONFIRMED_CALLBACK = "/dashboard?confirmed=1";
const EXISTING_ACCOUNT_MAILS_PER_DAY = 3;

function siteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}

/** The options this file adds to betterAuth(): spread into `emailAndPassword` and `emailVerification`. */
export const signUpOptions = {
  autoSignIn: false,
  async onExistingUserSignUp({ user }: { user: { email: string } }) {
    // Repeated sign-ups for one address must not become a way to flood its owner's inbox.
    const window = await hit(`existing-account-mail:${user.email}`, 24 * 60 * 60_000);
    if (window.count > EXISTING_ACCOUNT_MAILS_PER_DAY) return;
    await sendAccountMail(user.email, existingAccountEmail(siteUrl("/login"), siteUrl("/forgot-password")));
  },
};

export const emailVerificationOptions = {
  sendOnSignUp: true,
  autoSignInAfterVerification: true,
  expiresIn: CONFIRMATION_LINK_HOURS * 60 * 60,
  async sendVerificationEmail({ user, url }: { user: { email: string }; url: string }) {
    const link = new URL(url);
    link.searchParams.set("callbackURL", CONFIRMED_CALLBACK);
    // Past the address's daily budget nothing is sent, and sign-up answers as it always does.
    await sendAccountMail(user.email, confirmEmailEmail(link.toString()));
  },
};

/**
 * Auth endpoints that no browser of ours calls and that an anonymous visitor could use against other
 * people: the username check confirms which usernames exist, and the open resend endpoint mails any
 * unconfirmed address. Resending goes through the dashboard's rate-limited action instead.
 */
export const DISABLED_AUTH_PATHS = ["/is-username-available", "/send-verification-email"];
