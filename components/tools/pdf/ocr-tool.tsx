"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { OCR_LANGUAGES, type OcrLanguage } from "@/lib/pdf/ocr/languages";
import type { OcrOptions } from "@/lib/pdf/ocr/ocr";
import type { PageSelection } from "@/lib/pdf/selection";
import type { Chosen } from "./chosen-files";
import { OcrExplainer } from "./explainers";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { RadioChoices } from "./radio-choices";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

/** OCR PDF: a scanned PDF made searchable, its look unchanged. */
export function OcrTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [pages, setPages] = useState<PageSelection>({ mode: "all" });
  const [language, setLanguage] = useState<OcrLanguage>("eng");

  const start = (c: Chosen) => {
    const options: OcrOptions = { pages, language };
    void job.run(async (api, report) => api.ocr(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="ocr.zip" footer={<OcrExplainer />}>
      {({ chosen, pageCount }) => (
        <>
          <RadioChoices
            legend="Language of the text"
            choices={OCR_LANGUAGES}
            value={language}
            onChange={setLanguage}
          />
          <PageSelectionField
            legend="Pages to recognise"
            value={pages}
            onChange={setPages}
            chosen={chosen}
            pageCount={pageCount}
          />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Make searchable
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
