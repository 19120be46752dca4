"use client";

import { Button } from "@/components/ui/button";
import type { UnlockOptions } from "@/lib/pdf/protect";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { UnlockExplainer } from "./explainers";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

/** A locked file answers the first look with the job panel's password prompt; once open, it can be unlocked. */
export function UnlockTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);

  const start = (c: Chosen) => {
    const options: UnlockOptions = { metadata: pdf.metadata };
    void job.run(async (api, report) => api.unlock(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="unlocked.zip" footer={<UnlockExplainer />}>
      {({ chosen, metadata }) => (
        <>
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Unlock PDF
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
