"use client";

import { Button } from "@/components/ui/button";
import type { GrayscaleOptions } from "@/lib/pdf/grayscale/grayscale";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

/** Grayscale PDF: every colour the pages draw with turned to its gray. */
export function GrayscaleTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);

  const start = (c: Chosen) => {
    const options: GrayscaleOptions = { metadata: pdf.metadata };
    void job.run(async (api, report) => api.grayscale(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="grayscale.zip">
      {({ chosen, metadata }) => (
        <>
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Convert to grayscale
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
