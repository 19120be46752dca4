"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { NUpOptions, PerSheet, SheetOrder, SheetSize } from "@/lib/pdf/n-up";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { RadioChoices } from "./radio-choices";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

const PER_SHEET: { value: PerSheet; label: string }[] = [
  { value: 2, label: "2" },
  { value: 4, label: "4" },
  { value: 9, label: "9" },
];
const SHEETS: { value: SheetSize; label: string }[] = [
  { value: "source", label: "Same as the pages" },
  { value: "a4", label: "A4" },
  { value: "letter", label: "Letter" },
];
const ORDERS: { value: SheetOrder; label: string }[] = [
  { value: "across", label: "Across, then down" },
  { value: "down", label: "Down, then across" },
];

export function NUpTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [perSheet, setPerSheet] = useState<PerSheet>(4);
  const [sheet, setSheet] = useState<SheetSize>("source");
  const [order, setOrder] = useState<SheetOrder>("across");
  const [borders, setBorders] = useState(false);

  const start = (c: Chosen) => {
    const options: NUpOptions = { perSheet, sheet, order, borders, metadata: pdf.metadata };
    void job.run(async (api, report) => api.nUp(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="n-up.zip">
      {({ chosen, metadata }) => (
        <>
          <RadioChoices
            legend="Pages per sheet"
            choices={PER_SHEET}
            value={perSheet}
            onChange={setPerSheet}
          />
          <RadioChoices legend="Sheet size" choices={SHEETS} value={sheet} onChange={setSheet} />
          <RadioChoices legend="Page order" choices={ORDERS} value={order} onChange={setOrder} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={borders} onChange={(e) => setBorders(e.target.checked)} />
            Draw a border round each page
          </label>
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Put pages on sheets
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
