import type { ActionState } from "@/lib/action";

// The screens of an issue serve two lists, the site's (admin) and a creator's page: each passes its own
// server actions, which check their caller, and the hidden fields they read (a creator's page slug).

export type FormAction = (state: ActionState, formData: FormData) => Promise<ActionState>;

export interface IssueActions {
  sendTest: FormAction;
  sendNow: FormAction;
  schedule: FormAction;
  unschedule: FormAction;
  deleteDraft: FormAction;
  retryFailed: FormAction;
}
