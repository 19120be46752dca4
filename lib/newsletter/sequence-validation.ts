import { z } from "@/lib/zod";
import { htmlToText } from "@/lib/html-text";
import { issueSchema } from "./issue-validation";

// A welcome sequence's forms (the admin's for the site's list, a creator's for a page's; the creators'
// schemas add the page's slug).

/** A welcome and five more, as Kit's and Ghost's free plans allow about as many. */
export const MAX_STEPS = 6;
export const MAX_DELAY_DAYS = 365;

export const TOO_MANY_STEPS = `A welcome sequence has ${MAX_STEPS} e-mails at most: the welcome and five more.`;
export const DELAY_RANGE = `The delay is a whole number of days from 0 to ${MAX_DELAY_DAYS}.`;
export const EMPTY_BODY = "Write the e-mail: its content is empty.";

/** The step's fields; a form's schema adds what it needs (a creator's page slug), then `withBody`. */
export const stepFields = issueSchema.extend({
  delayDays: z.coerce
    .number({ error: DELAY_RANGE })
    .int(DELAY_RANGE)
    .min(0, DELAY_RANGE)
    .max(MAX_DELAY_DAYS, DELAY_RANGE),
});

/** Refuses an e-mail with nothing in it: an image alone is content, an editor's empty paragraph is not. */
export const withBody = <S extends z.ZodType<{ html: string }>>(schema: S) =>
  schema.refine((step) => htmlToText(step.html).trim() !== "" || /<img\b/i.test(step.html), {
    path: ["html"],
    message: EMPTY_BODY,
  });

export const stepSchema = withBody(stepFields);

export const stepIdSchema = z.object({ id: z.uuid() });

export const moveStepSchema = z.object({ id: z.uuid(), direction: z.enum(["up", "down"]) });

export const sequenceStatusSchema = z.object({ status: z.enum(["on", "paused", "off"]) });

/** What a save that could not be written says: the list is full, or the e-mail was deleted meanwhile. */
export const STEP_REFUSALS = {
  full: TOO_MANY_STEPS,
  gone: "This e-mail was deleted meanwhile.",
} as const;

/** What each status change says once made. */
export const STATUS_DONE = {
  on: "The welcome sequence is on: everyone who confirms from now on gets it.",
  paused: "Paused: nothing goes out until you resume it. Readers who confirm meanwhile still join.",
  off: "Turned off: nobody is in the sequence any more.",
} as const;

export const NOTHING_TO_TURN_ON = "Write the welcome e-mail first.";
