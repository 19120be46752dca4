import { z } from "zod";

// SPEC §5 and §8 wording.
export const NEWSLETTER_MESSAGES = {
  invalid: "Please enter a valid email address",
  success: "Thank you for subscribing! You'll receive updates soon.",
  failed: "Failed to subscribe",
  unexpected: "Something went wrong. Please try again.",
  privacy: "We respect your privacy. Unsubscribe at any time.",
} as const;

export const subscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_MESSAGES.invalid)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalid)),
});

export const unsubscribeSchema = z.object({
  email: z.email().trim().toLowerCase(),
  token: z.string().min(10).max(200),
});

/** The admin Subscribers screen's filters, read from the URL; anything malformed is ignored. */
export const subscriberFiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(["active", "unsubscribed"]).optional().catch(undefined),
});
