"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import type { CompareResult } from "@/lib/pdf/compare/result";
import { ComparePickers } from "./compare-pickers";
import { CompareResults } from "./compare-results";
import { JobPanel } from "./job-panel";
import { type ChosenPdf, useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

function ChosenLine({ pdf }: { pdf: ChosenPdf }) {
  if (!pdf.chosen && pdf.errors.length === 0) return null;
  return (
    <div className="space-y-2">
      {pdf.errors.length > 0 ? <Alert tone="error">{pdf.errors.join(" ")}</Alert> : null}
      {pdf.chosen ? (
        <p className="text-sm">
          <span className="font-medium">{pdf.chosen.file.name}</span>
          {pdf.pageCount !== undefined ? (
            <span className="text-slate-500"> ({formatCount(pdf.pageCount, "page")})</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** Compare PDF: two versions of a document, their differences page by page in words and as overlays. */
export function CompareTool() {
  const job = usePdfJob<CompareResult>();
  const original = useChosenPdf(job);
  const changed = useChosenPdf(job);

  const start = (a = original.chosen, b = changed.chosen) => {
    if (!a || !b) return;
    void job.run(async (api, report) =>
      api.compare(await readFile(a.file, a.password), await readFile(b.file, b.password), report),
    );
  };
  // The prompt names the locked file: its password goes to that picker, which reopens it or reruns the job.
  const withPassword = (fileName: string, password: string) => {
    if (original.chosen?.file.name === fileName) {
      original.withPassword((c) => start(c, changed.chosen))(fileName, password);
    } else changed.withPassword((c) => start(original.chosen, c))(fileName, password);
  };
  const ready = original.pageCount !== undefined && changed.pageCount !== undefined;

  return (
    <div className="space-y-6">
      <ComparePickers
        onOriginal={original.choose}
        onChanged={changed.choose}
        original={<ChosenLine pdf={original} />}
        changed={<ChosenLine pdf={changed} />}
      />
      {original.chosen && changed.chosen ? (
        <Button onClick={() => start()} disabled={!ready || job.state.status === "running"}>
          Compare
        </Button>
      ) : null}
      <JobPanel state={job.state} onCancel={job.cancel} onPassword={withPassword} zipName="comparison.zip" />
      {job.state.status === "done" ? <CompareResults result={job.state.result} /> : null}
    </div>
  );
}
