import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { limiter, remaining, windowEnd } from "@/lib/rate-limit";

// Limits per recipient, whoever asks: a stranger who types someone else's address into sign-up forms,
// from as many networks and accounts as they like, gets that person one confirmation mail per form a day
// and a few from the whole site. The caller answers the same whether or not a mail went out (no oracle).
// Account mails (a new account's confirmation and its resends, "you already have an account", password
// reset links) have a daily budget of their own per address: an account can be opened with anyone's address
// and signed in to before it is confirmed, so each of them can be asked for by a stranger.

const DAY = 24 * 60 * 60_000;
const perForm = limiter("mail-form", { limit: 1, windowMs: DAY });
/** Enough for an owner who asks for a link again, or twice; few enough that nobody's inbox is flooded. */
export const ACCOUNT_MAILS_PER_DAY = 5;
const accountMails = limiter("mail-account", { limit: ACCOUNT_MAILS_PER_DAY, windowMs: DAY });

/** Addresses are kept in the counters' keys only as a hash. */
const recipientKey = (address: string) =>
  createHash("sha256").update(address.trim().toLowerCase()).digest("base64url").slice(0, 32);

export interface RecipientSlot {
  /** Hands the slot back when the mail was not sent after all (already confirmed, or the send failed). */
  release(): Promise<void>;
}

/**
 * Takes the right to send one unconfirmed mail to `address` from the form `form` (a bio page's id,
 * "newsletter"), or null when this form mailed the address in the last 24 hours or the site reached
 * MAILS_PER_RECIPIENT_PER_DAY for it.
 */
export async function takeRecipientSlot(address: string, form: string): Promise<RecipientSlot | null> {
  const recipient = recipientKey(address);
  const formKey = `${form}:${recipient}`;
  if (!(await perForm.take(formKey)).ok) return null;
  const site = limiter("mail-recipient", { limit: env().MAILS_PER_RECIPIENT_PER_DAY, windowMs: DAY });
  if (!(await site.take(recipient)).ok) {
    await perForm.giveBack(formKey);
    return null;
  }
  return {
    async release() {
      await Promise.all([perForm.giveBack(formKey), site.giveBack(recipient)]);
    },
  };
}

/** Takes the right to send `address` one account mail, or null when it has had ACCOUNT_MAILS_PER_DAY today. */
export async function takeAccountMailSlot(address: string): Promise<RecipientSlot | null> {
  const recipient = recipientKey(address);
  if (!(await accountMails.take(recipient)).ok) return null;
  return { release: () => accountMails.giveBack(recipient) };
}

/** When `address` may have an account mail again: null if it may now. */
export async function accountMailsPausedUntil(address: string): Promise<Date | null> {
  const key = `mail-account:${recipientKey(address)}`;
  if ((await remaining(key, ACCOUNT_MAILS_PER_DAY)) > 0) return null;
  return windowEnd(key);
}
