import {
  deleteCreatorDraftAction,
  retryCreatorFailedAction,
  scheduleCreatorIssueAction,
  sendCreatorIssueNowAction,
  sendCreatorTestAction,
  unscheduleCreatorIssueAction,
} from "@/lib/biolinks/newsletter/actions";
import type { IssueActions } from "@/components/newsletter/issue-actions";

/** The issue screen's buttons for a creator's page: each action checks the page's owner. */
export const CREATOR_ISSUE_ACTIONS: IssueActions = {
  sendTest: sendCreatorTestAction,
  sendNow: sendCreatorIssueNowAction,
  schedule: scheduleCreatorIssueAction,
  unschedule: unscheduleCreatorIssueAction,
  deleteDraft: deleteCreatorDraftAction,
  retryFailed: retryCreatorFailedAction,
};
