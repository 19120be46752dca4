import { PdfJobError, type PdfProblem } from "./errors";
import type { JobResult, ReportProgress } from "./types";

export type JobOutcome<R extends JobResult = JobResult> =
  | { ok: true; result: R; /** The stages the job went through, in order. */ stages: string[] }
  | { ok: false; problem: PdfProblem };

/**
 * Turns a failure into a value: expected problems keep their code and file name, anything else (a PDF
 * damaged in a way the parser let through) becomes a plain message instead of a dead tab.
 */
export function problemOf(error: unknown): PdfProblem {
  if (error instanceof PdfJobError) return error.problem;
  const detail = error instanceof Error ? error.message : String(error);
  return { code: "corrupt", message: `The file could not be processed: ${detail}` };
}

/**
 * Runs a job, passing it a reporter that also records the stages: progress reaches the page on its own
 * channel, which may arrive after the result, so the result carries the list itself.
 */
export async function runJob<R extends JobResult>(
  report: ReportProgress,
  job: (report: ReportProgress) => Promise<R>,
): Promise<JobOutcome<R>> {
  const stages: string[] = [];
  try {
    const result = await job((progress) => {
      if (stages.at(-1) !== progress.stage) stages.push(progress.stage);
      report(progress);
    });
    return { ok: true, result, stages };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}
