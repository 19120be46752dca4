"use client";

import type { Remote } from "comlink";
import { Button } from "@/components/ui/button";
import type { PdfMetadata } from "@/lib/pdf/metadata";
import type { JobOutcome } from "@/lib/pdf/run-job";
import type { InputFile, ReportProgress } from "@/lib/pdf/types";
import type { PdfWorkerApi } from "@/lib/pdf/worker";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

/**
 * The screen of a tool with nothing to choose but the file: its document properties to keep or change,
 * and one button that runs the job (Flatten, Grayscale).
 */
export function PropertiesAndButton({
  action,
  zipName,
  run,
}: {
  action: string;
  zipName: string;
  run: (
    api: Remote<PdfWorkerApi>,
    file: InputFile,
    metadata: PdfMetadata | undefined,
    report: ReportProgress,
  ) => Promise<JobOutcome>;
}) {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);

  const start = (c: Chosen) => {
    void job.run(async (api, report) => run(api, await readFile(c.file, c.password), pdf.metadata, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName={zipName}>
      {({ chosen, metadata }) => (
        <>
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            {action}
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
