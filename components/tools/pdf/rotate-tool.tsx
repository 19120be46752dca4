"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Orientation, RotateOptions } from "@/lib/pdf/rotate";
import type { PageSelection } from "@/lib/pdf/selection";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { RadioChoices } from "./radio-choices";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

const ANGLES: { value: RotateOptions["angle"]; label: string }[] = [
  { value: 90, label: "90° clockwise" },
  { value: 180, label: "180°" },
  { value: 270, label: "90° counter-clockwise" },
];

const ORIENTATIONS: { value: Orientation | undefined; label: string }[] = [
  { value: undefined, label: "Any orientation" },
  { value: "landscape", label: "Landscape pages only" },
  { value: "portrait", label: "Portrait pages only" },
];

export function RotateTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [pages, setPages] = useState<PageSelection>({ mode: "all" });
  const [angle, setAngle] = useState<RotateOptions["angle"]>(90);
  const [only, setOnly] = useState<Orientation>();

  const start = (c: Chosen) => {
    const options: RotateOptions = { angle, pages, only, metadata: pdf.metadata };
    void job.run(async (api, report) => api.rotate(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="rotated.zip">
      {({ chosen, pageCount, metadata }) => (
        <>
          <PageSelectionField
            legend="Pages to rotate"
            value={pages}
            onChange={setPages}
            chosen={chosen}
            pageCount={pageCount}
          />
          <RadioChoices legend="Of those, rotate" choices={ORIENTATIONS} value={only} onChange={setOnly} />
          <RadioChoices legend="Turn by" choices={ANGLES} value={angle} onChange={setAngle} />
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Rotate PDF
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
