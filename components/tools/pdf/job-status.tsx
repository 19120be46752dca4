"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { JobState } from "./use-pdf-job";
import { JobDownloads } from "./job-downloads";

/** The running job's named stage and bar with Cancel, then its downloads, or what went wrong. */
export function JobStatus({
  state,
  onCancel,
  zipName,
}: {
  state: JobState;
  onCancel: () => void;
  zipName: string;
}) {
  if (state.status === "running") {
    const { stage, done, total } = state.progress;
    const label = total ? `${stage} ${Math.min(done ?? 0, total)}/${total}` : stage;
    const percent = total ? Math.round(((done ?? 0) / total) * 100) : undefined;
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 p-4" aria-live="polite">
        <p className="text-sm font-medium text-slate-800">{label}…</p>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={
              percent === undefined ? "h-full w-1/3 animate-pulse bg-brand-500" : "h-full bg-brand-600"
            }
            style={percent === undefined ? undefined : { width: `${percent}%` }}
          />
        </div>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    );
  }
  if (state.status === "cancelled")
    return <Alert>Cancelled. Nothing was saved; your files are unchanged.</Alert>;
  if (state.status === "failed") return <Alert tone="error">{state.problem.message}</Alert>;
  if (state.status === "done")
    return (
      <JobDownloads result={state.result} stages={state.stages} seconds={state.seconds} zipName={zipName} />
    );
  return null;
}
