import { z } from "@/lib/zod";
import { emailAddress } from "@/lib/email/fields";
import { NEWSLETTER_MESSAGES } from "./messages";

export const subscribeSchema = z.object({
  email: emailAddress(NEWSLETTER_MESSAGES.invalid),
});

export const unsubscribeSchema = z.object({
  email: z.email().trim().toLowerCase(),
  token: z.string().min(10).max(200),
  /** A creator's list (their page's id); none: the site's own newsletter. */
  list: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The mail the link was in, for its send's unsubscribed figure; anything else is ignored. */
  issue: z
    .string()
    .optional()
    .transform((value) => z.uuid().safeParse(value).data),
});

export const reportSchema = z.object({
  issue: z.uuid(),
  email: z.email().trim().toLowerCase(),
  token: z.string().min(10).max(200),
});

export const confirmSchema = z.object({
  email: z.email().trim().toLowerCase(),
  issued: z.coerce.number().int().positive(),
  token: z.string().min(10).max(200),
});

/** The admin Subscribers screen's filters, read from the URL; anything malformed is ignored. */
export const subscriberFiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(["pending", "active", "unsubscribed"]).optional().catch(undefined),
});
