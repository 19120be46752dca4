"use client";

import { useState } from "react";
import type { PdfMetadata } from "@/lib/pdf/metadata";
import type { DocumentProperties } from "@/lib/pdf/properties";
import type { InspectOutcome } from "@/lib/pdf/worker";
import { type Chosen, addChosen, isPdf } from "./chosen-files";
import { type PdfJob, askWorker, readFile } from "./use-pdf-job";

/**
 * The chosen file of a one-PDF tool: checked when picked, then opened in a worker for its page count, page
 * sizes and document properties (which the visitor may edit before the tool writes its file). A locked file answers
 * with the job panel's password prompt; `withPassword` reopens it, or reruns the job it stopped.
 */
export function useChosenPdf(job: Pick<PdfJob, "reset" | "showProblem">) {
  const [chosen, setChosen] = useState<Chosen>();
  const [errors, setErrors] = useState<string[]>([]);
  const [pageCount, setPageCount] = useState<number>();
  const [metadata, setMetadata] = useState<PdfMetadata>();
  const [pageSizes, setPageSizes] = useState<{ width: number; height: number }[]>();
  const [properties, setProperties] = useState<DocumentProperties>();

  const inspect = async (c: Chosen) => {
    const input = await readFile(c.file, c.password);
    const outcome = await askWorker<InspectOutcome>((api) => api.inspect(input));
    if (!outcome.ok) return job.showProblem(outcome.problem);
    setPageCount(outcome.pages);
    setMetadata(outcome.metadata);
    setPageSizes(outcome.sizes);
    setProperties(outcome.properties);
  };

  const choose = (picked: File[]) => {
    const added = addChosen([], picked.slice(0, 1), { max: 1, accepts: isPdf, what: "a PDF" });
    setChosen(added.list[0]);
    setErrors(added.errors);
    setPageCount(undefined);
    setMetadata(undefined);
    setPageSizes(undefined);
    setProperties(undefined);
    job.reset();
    if (added.list[0]) void inspect(added.list[0]);
  };

  /** The password prompt's answer: opens the file with it, or, once it is open, runs `start` again. */
  const withPassword = (start: (c: Chosen) => void) => (_fileName: string, password: string) => {
    if (!chosen) return;
    const next = { ...chosen, password };
    setChosen(next);
    job.reset();
    if (pageCount === undefined) void inspect(next);
    else start(next);
  };

  return { chosen, errors, pageCount, pageSizes, metadata, setMetadata, properties, choose, withPassword };
}

export type ChosenPdf = ReturnType<typeof useChosenPdf>;
