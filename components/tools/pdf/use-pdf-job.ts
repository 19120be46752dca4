"use client";

import type { Remote } from "comlink";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PdfProblem } from "@/lib/pdf/errors";
import type { JobOutcome } from "@/lib/pdf/run-job";
import type { JobResult, Progress, ReportProgress } from "@/lib/pdf/types";
import type { PdfWorkerApi } from "@/lib/pdf/worker";

const workerClient = () => import("./pdf-worker-client");

export type JobState<R extends JobResult = JobResult> =
  | { status: "idle" }
  | { status: "running"; progress: Progress; stages: string[] }
  | { status: "done"; result: R; stages: string[]; seconds: number }
  | { status: "failed"; problem: PdfProblem }
  | { status: "cancelled" };

type Call<R extends JobResult> = (
  api: Remote<PdfWorkerApi>,
  report: ReportProgress,
) => Promise<JobOutcome<R>>;

/**
 * Runs one job in its own Web Worker. Cancel terminates the worker, which stops the work at once whatever
 * it is doing; a late answer from a cancelled job is ignored by its run number.
 */
export function usePdfJob<R extends JobResult = JobResult>() {
  const [state, setState] = useState<JobState<R>>({ status: "idle" });
  const worker = useRef<Worker | null>(null);
  const runId = useRef(0);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    async (call: Call<R>) => {
      stop();
      const id = ++runId.current;
      const started = performance.now();
      // Shown at once (and the buttons disabled) while the worker client loads.
      setState({ status: "running", progress: { stage: "Starting" }, stages: ["Starting"] });
      const { proxy, startPdfWorker } = await workerClient();
      if (runId.current !== id) return;
      const { worker: current, api } = startPdfWorker();
      worker.current = current;
      const stages: string[] = [];
      let finished = false;
      const report = (progress: Progress) => {
        // Progress travels on its own channel and can trail the result: once finished, it is ignored.
        if (runId.current !== id || finished) return;
        if (stages.at(-1) !== progress.stage) stages.push(progress.stage);
        setState({ status: "running", progress, stages: [...stages] });
      };
      report({ stage: "Starting" });
      const crashed = new Promise<JobOutcome<R>>((resolve) =>
        current.addEventListener("error", () =>
          resolve({
            ok: false,
            problem: {
              code: "corrupt",
              message: "The browser stopped the job (it may have run out of memory).",
            },
          }),
        ),
      );
      const outcome = await Promise.race([
        call(api, proxy(report)).catch((error: unknown): JobOutcome<R> => ({
          ok: false,
          problem: {
            code: "corrupt",
            message: `The job failed: ${error instanceof Error ? error.message : String(error)}`,
          },
        })),
        crashed,
      ]);
      finished = true;
      if (runId.current !== id) return;
      stop();
      setState(
        outcome.ok
          ? {
              status: "done",
              result: outcome.result,
              stages: ["Starting", ...outcome.stages],
              seconds: (performance.now() - started) / 1000,
            }
          : { status: "failed", problem: outcome.problem },
      );
    },
    [stop],
  );

  const cancel = useCallback(() => {
    runId.current++;
    stop();
    setState({ status: "cancelled" });
  }, [stop]);

  const reset = useCallback(() => {
    runId.current++;
    stop();
    setState({ status: "idle" });
  }, [stop]);

  const showProblem = useCallback((problem: PdfProblem) => setState({ status: "failed", problem }), []);

  return { state, run, cancel, reset, showProblem };
}

export type PdfJob = ReturnType<typeof usePdfJob<JobResult>>;

/** A short call on a worker of its own (reading page counts before a job), ended as soon as it answers. */
export async function askWorker<T>(call: (api: Remote<PdfWorkerApi>) => Promise<T>): Promise<T> {
  const { worker, api } = (await workerClient()).startPdfWorker();
  try {
    return await call(api);
  } finally {
    worker.terminate();
  }
}

/** Reads a chosen file for the worker; the copy is handed over (transferred), the File stays for retries. */
export async function readFile(file: File, password?: string) {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), password };
}
