"use client";

import type { JobState } from "./use-pdf-job";
import { JobStatus } from "./job-status";
import { PasswordPrompt } from "./password-prompt";

/** A job's status, or, when a chosen PDF is locked, the prompt for its password. */
export function JobPanelBody({
  state,
  onCancel,
  onPassword,
  zipName,
}: {
  state: Exclude<JobState, { status: "idle" }>;
  onCancel: () => void;
  onPassword: (fileName: string, password: string) => void;
  zipName: string;
}) {
  if (
    state.status === "failed" &&
    (state.problem.code === "encrypted" || state.problem.code === "wrong-password")
  ) {
    const fileName = state.problem.fileName ?? "";
    return (
      <PasswordPrompt
        key={`${fileName}:${state.problem.code}`}
        fileName={fileName}
        message={state.problem.message}
        onSubmit={(password) => onPassword(fileName, password)}
      />
    );
  }
  return <JobStatus state={state} onCancel={onCancel} zipName={zipName} />;
}
