import { slugSchema } from "@/lib/biolinks/slug";
import { issueIdSchema, issueSchema, scheduleSchema, sendNowSchema } from "@/lib/newsletter/issue-validation";

// The admin's issue forms, for one of the creator's pages: every form names its page, which the actions
// look up through the session's user.

const page = { slug: slugSchema };

export const creatorIssueSchema = issueSchema.extend(page);
export const creatorIssueIdSchema = issueIdSchema.extend(page);
export const creatorSendNowSchema = sendNowSchema.extend(page);
export const creatorScheduleSchema = scheduleSchema.extend(page);
