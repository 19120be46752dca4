import { z } from "@/lib/zod";

export const issueSchema = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  subject: z
    .string()
    .trim()
    .min(1, "The subject is required")
    .max(150, "The subject is too long (150 characters at most)"),
  html: z.string().max(200_000, "The issue is too long").default(""),
});

export const fromPostSchema = z.object({ postId: z.coerce.number().int().positive("Pick a published post") });

export const issueIdSchema = z.object({ id: z.uuid() });

export const scheduleSchema = z.object({
  id: z.uuid(),
  /** An exact instant (the form turns the admin's local time into one). */
  at: z.iso.datetime({ offset: true, message: "Pick a date and time" }),
});
