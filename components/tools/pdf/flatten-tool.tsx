"use client";

import { Button } from "@/components/ui/button";
import type { FlattenOptions } from "@/lib/pdf/flatten";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

/** Flatten PDF: form fields and comments drawn into the pages. */
export function FlattenTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);

  const start = (c: Chosen) => {
    const options: FlattenOptions = { metadata: pdf.metadata };
    void job.run(async (api, report) => api.flatten(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="flattened.zip">
      {({ chosen, metadata }) => (
        <>
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Flatten
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
