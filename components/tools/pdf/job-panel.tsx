"use client";

import type { ComponentProps } from "react";
import { browserOnly } from "./browser-only";
import type { JobPanelBody } from "./job-panel-body";
import type { JobState } from "./use-pdf-job";

// Progress, downloads and the password prompt load with the first job, not with the screen.
const Body = browserOnly(() => import("./job-panel-body").then((m) => m.JobPanelBody));

/** A job's status, or, when a chosen PDF is locked, the prompt for its password; nothing before a job. */
export function JobPanel({
  state,
  ...rest
}: Omit<ComponentProps<typeof JobPanelBody>, "state"> & { state: JobState }) {
  return state.status === "idle" ? null : <Body state={state} {...rest} />;
}
