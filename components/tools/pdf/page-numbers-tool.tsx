"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  NUMBER_FORMATS,
  NUMBER_LIMITS,
  NUMBER_POSITIONS,
  type NumberFormat,
  type NumberPosition,
  type PageNumberOptions,
  pageLabels,
} from "@/lib/pdf/page-numbers-options";
import type { Chosen } from "./chosen-files";
import { pdfFieldClass, typedNumber } from "./field-style";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

export function PageNumbersTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [position, setPosition] = useState<NumberPosition>("bottom-center");
  const [format, setFormat] = useState<NumberFormat>("page-of-total");
  const [firstNumber, setFirstNumber] = useState("1");
  const [skipFirstPage, setSkipFirstPage] = useState(false);
  const [fontSize, setFontSize] = useState("12");

  const options: PageNumberOptions = {
    position,
    format,
    firstNumber: typedNumber(firstNumber),
    skipFirstPage,
    fontSize: typedNumber(fontSize),
    metadata: pdf.metadata,
  };
  const start = (c: Chosen) => {
    void job.run(async (api, report) => api.pageNumbers(await readFile(c.file, c.password), options, report));
  };
  // What the first numbered page will show, as a check before running.
  const labels =
    pdf.pageCount !== undefined && Number.isInteger(options.firstNumber)
      ? pageLabels(pdf.pageCount, options)
      : [];
  const firstAt = labels.findIndex((label) => label !== undefined);

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="numbered.zip">
      {({ chosen, metadata }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block text-sm font-medium">
              Position
              <select
                value={position}
                onChange={(e) => setPosition(e.target.value as NumberPosition)}
                className={pdfFieldClass}
              >
                {Object.entries(NUMBER_POSITIONS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium">
              Format
              <select
                value={format}
                onChange={(e) => setFormat(e.target.value as NumberFormat)}
                className={pdfFieldClass}
              >
                {Object.entries(NUMBER_FORMATS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium">
              First number
              <input
                type="number"
                min={0}
                max={NUMBER_LIMITS.maxFirstNumber}
                step={1}
                value={firstNumber}
                onChange={(e) => setFirstNumber(e.target.value)}
                className={pdfFieldClass}
              />
            </label>
            <label className="block text-sm font-medium">
              Font size (points)
              <input
                type="number"
                min={NUMBER_LIMITS.minFontSize}
                max={NUMBER_LIMITS.maxFontSize}
                value={fontSize}
                onChange={(e) => setFontSize(e.target.value)}
                className={pdfFieldClass}
              />
            </label>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={skipFirstPage}
              onChange={(e) => setSkipFirstPage(e.target.checked)}
            />
            Skip the first page (a cover): numbering starts on page 2
          </label>
          {firstAt >= 0 ? (
            <p className="text-sm text-slate-600">
              Page {firstAt + 1} will read “{labels[firstAt]}”.
            </p>
          ) : null}
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Add page numbers
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
