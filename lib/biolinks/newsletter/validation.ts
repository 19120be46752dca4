import { slugSchema } from "@/lib/biolinks/slug";
import {
  issueIdSchema,
  publishSchema,
  scheduleSchema,
  sendNowSchema,
  siteIssueSchema,
} from "@/lib/newsletter/issue-validation";
import {
  moveStepSchema,
  sequenceStatusSchema,
  stepFields,
  stepIdSchema,
  withBody,
} from "@/lib/newsletter/sequence-validation";

// The admin's issue forms, for one of the creator's pages: every form names its page, which the actions
// look up through the session's user.

const page = { slug: slugSchema };

export const creatorIssueSchema = siteIssueSchema.extend(page);
export const creatorPublishSchema = publishSchema.extend(page);
export const creatorIssueIdSchema = issueIdSchema.extend(page);
export const creatorSendNowSchema = sendNowSchema.extend(page);
export const creatorScheduleSchema = scheduleSchema.extend(page);

export const creatorStepSchema = withBody(stepFields.extend(page));
export const creatorStepIdSchema = stepIdSchema.extend(page);
export const creatorMoveStepSchema = moveStepSchema.extend(page);
export const creatorSequenceStatusSchema = sequenceStatusSchema.extend(page);
