"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ExtractOptions } from "@/lib/pdf/extract";
import type { PageSelection } from "@/lib/pdf/selection";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

/** What tells Extract Pages and Delete Pages apart: the same screen keeps or removes the chosen pages. */
interface PagesScreen {
  legend: string;
  action: string;
  worker: "extract" | "deletePages";
  zipName: string;
}

const EXTRACT: PagesScreen = {
  legend: "Pages to extract",
  action: "Extract pages",
  worker: "extract",
  zipName: "extracted.zip",
};
const DELETE: PagesScreen = {
  legend: "Pages to delete",
  action: "Delete pages",
  worker: "deletePages",
  zipName: "pages-deleted.zip",
};

export function ExtractPagesTool() {
  return <ChosenPagesTool screen={EXTRACT} />;
}

export function DeletePagesTool() {
  return <ChosenPagesTool screen={DELETE} />;
}

function ChosenPagesTool({ screen }: { screen: PagesScreen }) {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  // "All pages" would copy the file as it is, or delete everything: a selection is typed or picked.
  const [pages, setPages] = useState<PageSelection>({ mode: "ranges", ranges: "" });

  const start = (c: Chosen) => {
    // Extract and delete take the same options.
    const options: ExtractOptions = { pages, metadata: pdf.metadata };
    void job.run(async (api, report) =>
      api[screen.worker](await readFile(c.file, c.password), options, report),
    );
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName={screen.zipName}>
      {({ chosen, pageCount, metadata }) => (
        <>
          <PageSelectionField
            legend={screen.legend}
            value={pages}
            onChange={setPages}
            chosen={chosen}
            pageCount={pageCount}
            allowAll={false}
          />
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            {screen.action}
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
