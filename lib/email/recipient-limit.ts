import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { limiter } from "@/lib/rate-limit";

// Limits per recipient, whoever asks: a stranger who types someone else's address into sign-up forms,
// from as many networks and accounts as they like, gets that person one confirmation mail per form a day
// and a few from the whole site. The caller answers the same whether or not a mail went out (no oracle).

const DAY = 24 * 60 * 60_000;
const perForm = limiter("mail-form", { limit: 1, windowMs: DAY });

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
