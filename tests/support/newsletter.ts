import { confirmSubscription, markPending } from "@/lib/newsletter/store";

/** A newsletter subscriber who followed the confirmation link: an "active" row, as the footer form leaves it. */
export async function subscribeConfirmed(email: string): Promise<void> {
  await markPending(email);
  await confirmSubscription(email);
}
