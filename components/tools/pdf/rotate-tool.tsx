"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Orientation, RotateOptions } from "@/lib/pdf/rotate";
import type { PageSelection } from "@/lib/pdf/selection";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

const ANGLES = [
  { angle: 90, label: "90° clockwise" },
  { angle: 180, label: "180°" },
  { angle: 270, label: "90° counter-clockwise" },
] as const;

const ORIENTATIONS = [
  { only: undefined, label: "Any orientation" },
  { only: "landscape", label: "Landscape pages only" },
  { only: "portrait", label: "Portrait pages only" },
] as const;

export function RotateTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [pages, setPages] = useState<PageSelection>({ mode: "all" });
  const [angle, setAngle] = useState<RotateOptions["angle"]>(90);
  const [only, setOnly] = useState<Orientation>();
  const names = useId();

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
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 text-sm font-medium">Of those, rotate</legend>
            {ORIENTATIONS.map((o) => (
              <label key={o.label} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${names}-orientation`}
                  checked={only === o.only}
                  onChange={() => setOnly(o.only)}
                />
                {o.label}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 text-sm font-medium">Turn by</legend>
            {ANGLES.map((a) => (
              <label key={a.angle} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${names}-angle`}
                  checked={angle === a.angle}
                  onChange={() => setAngle(a.angle)}
                />
                {a.label}
              </label>
            ))}
          </fieldset>
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Rotate PDF
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
