"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { type CropBox, type CropOptions, cropProblem } from "@/lib/pdf/crop";
import type { PageSelection } from "@/lib/pdf/selection";
import type { Chosen } from "./chosen-files";
import { CropPlacer } from "./crop-placer";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

/** Crop PDF: the part of the page to keep, drawn on it, applied to the chosen pages. */
export function CropTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [pages, setPages] = useState<PageSelection>({ mode: "all" });
  // A tenth off each side to start with, so the box is there to see and change.
  const [box, setBox] = useState<CropBox>({ x: 0.1, y: 0.1, width: 0.8, height: 0.8 });
  const problem = cropProblem(box);

  const start = (c: Chosen) => {
    const options: CropOptions = { box, pages, metadata: pdf.metadata };
    void job.run(async (api, report) => api.crop(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="cropped.zip">
      {({ chosen, pageCount, metadata }) => (
        <>
          <CropPlacer chosen={chosen} pageCount={pageCount} box={box} onBox={setBox} />
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <PageSelectionField
            legend="Pages to crop"
            value={pages}
            onChange={setPages}
            chosen={chosen}
            pageCount={pageCount}
          />
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running" || !!problem}>
            Crop
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
