"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type PageSelection, selectedPages } from "@/lib/pdf/selection";
import {
  DEFAULT_DPI,
  DEFAULT_QUALITY,
  DPI_CHOICES,
  type ImageFormat,
  type PagePoints,
  QUALITY_CHOICES,
  type ToImagesOptions,
  sizeSummary,
} from "@/lib/pdf/to-images-plan";
import type { Chosen } from "./chosen-files";
import { pdfFieldClass } from "./field-style";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { RadioChoices } from "./radio-choices";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

const FORMATS: { value: ImageFormat; label: string; hint: string }[] = [
  { value: "jpg", label: "JPG", hint: "smaller files, best for photos" },
  { value: "png", label: "PNG", hint: "lossless, sharpest text" },
];

const selectClass = `${pdfFieldClass} max-w-xs`;

/** The estimate for the pages chosen so far; none while the typed pages are not a valid choice yet. */
function estimate(sizes: PagePoints[], pages: PageSelection, dpi: number): string | undefined {
  try {
    return sizeSummary(
      selectedPages(pages, sizes.length).map((i) => sizes[i]!),
      dpi,
    );
  } catch {
    return undefined;
  }
}

/** PDF to JPG and PDF to PNG: one screen, opened with either format chosen. */
function ToImagesTool({ initialFormat }: { initialFormat: ImageFormat }) {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [format, setFormat] = useState<ImageFormat>(initialFormat);
  const [dpi, setDpi] = useState<number>(DEFAULT_DPI);
  const [quality, setQuality] = useState<number>(DEFAULT_QUALITY);
  const [pages, setPages] = useState<PageSelection>({ mode: "all" });

  const start = (c: Chosen) => {
    const options: ToImagesOptions = { format, dpi, quality, pages };
    void job.run(async (api, report) => api.toImages(await readFile(c.file, c.password), options, report));
  };
  const summary = pdf.pageSizes ? estimate(pdf.pageSizes, pages, dpi) : undefined;

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="images.zip">
      {({ chosen, pageCount }) => (
        <>
          <PageSelectionField
            legend="Pages to convert"
            value={pages}
            onChange={setPages}
            chosen={chosen}
            pageCount={pageCount}
          />
          <RadioChoices legend="Image format" choices={FORMATS} value={format} onChange={setFormat} />
          <div className="flex flex-wrap gap-4">
            <label className="block text-sm font-medium">
              Resolution
              <select value={dpi} onChange={(e) => setDpi(Number(e.target.value))} className={selectClass}>
                {DPI_CHOICES.map((c) => (
                  <option key={c.dpi} value={c.dpi}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            {format === "jpg" ? (
              <label className="block text-sm font-medium">
                JPG quality
                <select
                  value={quality}
                  onChange={(e) => setQuality(Number(e.target.value))}
                  className={selectClass}
                >
                  {QUALITY_CHOICES.map((c) => (
                    <option key={c.quality} value={c.quality}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {summary}
          </p>
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Convert to {format.toUpperCase()}
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}

export function PdfToJpgTool() {
  return <ToImagesTool initialFormat="jpg" />;
}

export function PdfToPngTool() {
  return <ToImagesTool initialFormat="png" />;
}
