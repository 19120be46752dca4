import { takeAccountMailSlot } from "./recipient-limit";
import { sendEmail } from "./send";
import type { RenderedEmail } from "./templates";

/**
 * Sends an account mail (confirmation, "you already have an account", reset link) to `address` within its
 * daily budget (lib/email/recipient-limit.ts); past it, sends nothing and returns false, and the caller
 * answers as it always does. A send that fails hands its slot back.
 */
export async function sendAccountMail(address: string, email: RenderedEmail): Promise<boolean> {
  const slot = await takeAccountMailSlot(address);
  if (!slot) return false;
  try {
    await sendEmail(email, { to: address });
  } catch (error) {
    await slot.release();
    throw error;
  }
  return true;
}
