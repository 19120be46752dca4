import { z } from "@/lib/zod";
import { rowIdSchema } from "@/lib/row-id";
import { oneLine } from "@/lib/email/fields";
import type { ActionFailure } from "@/lib/action";
import { formatCount } from "@/lib/format";

export const issueSchema = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  subject: oneLine(
    z
      .string()
      .trim()
      .min(1, "The subject is required")
      .max(150, "The subject is too long (150 characters at most)"),
    "The subject",
  ),
  html: z.string().max(200_000, "The issue is too long").default(""),
});

/** The issue form also says whether the list's web archive shows the issue once sent (a checkbox: "on"). */
export const siteIssueSchema = issueSchema.extend({
  published: z
    .string()
    .optional()
    .transform((v) => v === "on"),
});

/** Shows a sent issue in the web archive, or takes it out. */
export const publishSchema = z.object({ id: z.uuid(), published: z.enum(["yes", "no"]) });

export const fromPostSchema = z.object({ postId: rowIdSchema("Pick a published post") });

export const issueIdSchema = z.object({ id: z.uuid() });

// Send now and Schedule carry the number of subscribers the admin confirmed (the dialog named it, Ghost's
// "Send to 1,234 subscribers?"); a form without it, or with a number the list no longer has, sends nothing.
const recipients = z.coerce
  .number({ error: "Confirm the number of subscribers first" })
  .int()
  .min(0, "Confirm the number of subscribers first");

export const sendNowSchema = z.object({ id: z.uuid(), recipients });

export const scheduleSchema = z.object({
  id: z.uuid(),
  recipients,
  /** An exact instant (the form turns the admin's local time into one). */
  at: z.iso.datetime({ offset: true, message: "Pick a date and time" }),
});

/** A refusal when the list is not the size the sender confirmed: they confirm the new size. */
export function listChanged(now: number, confirmed: number): ActionFailure | null {
  if (now === confirmed) return null;
  return {
    ok: false,
    message: `The list has changed: it has ${formatCount(now, "subscriber")} now. Check the number and confirm again.`,
  };
}

/** A send time that has passed, told beside the field. */
export const PAST_TIME: ActionFailure = {
  ok: false,
  message: "Pick a time in the future",
  fieldErrors: { at: ["Pick a time in the future"] },
};
