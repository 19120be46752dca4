import { z } from "@/lib/zod";
import { NEWSLETTER_MESSAGES } from "./messages";

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
