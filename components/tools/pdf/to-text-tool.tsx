"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PageSelection } from "@/lib/pdf/selection";
import type { ToTextOptions } from "@/lib/pdf/to-text";
import { CopyButton } from "../copy-button";
import type { Chosen } from "./chosen-files";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { RadioChoices } from "./radio-choices";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

type Shown = "txt" | "md";
const SHOWN: { value: Shown; label: string }[] = [
  { value: "txt", label: "Plain text" },
  { value: "md", label: "Markdown" },
];

/** PDF to Text: the chosen pages' text, shown to read and copy, and as .txt and .md downloads. */
export function ToTextTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [pages, setPages] = useState<PageSelection>({ mode: "all" });
  const [shown, setShown] = useState<Shown>("txt");
  const preview = useId();

  const start = (c: Chosen) => {
    const options: ToTextOptions = { pages };
    void job.run(async (api, report) => api.toText(await readFile(c.file, c.password), options, report));
  };
  const result = job.state.status === "done" ? job.state.result : null;
  const output = result?.outputs.find((o) => o.name.endsWith(`.${shown}`));
  // The page breaks a .txt file marks with form feeds show as blank lines.
  const text = output ? new TextDecoder().decode(output.bytes).replace(/\f/g, "\n") : "";

  return (
    <div className="space-y-6">
      <OnePdfFrame pdf={pdf} job={job} start={start} zipName="text.zip">
        {({ chosen, pageCount }) => (
          <>
            <PageSelectionField
              legend="Pages to read"
              value={pages}
              onChange={setPages}
              chosen={chosen}
              pageCount={pageCount}
            />
            <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
              Extract text
            </Button>
          </>
        )}
      </OnePdfFrame>
      {output ? (
        <section aria-label="Extracted text" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <RadioChoices legend="Show as" choices={SHOWN} value={shown} onChange={setShown} />
            <CopyButton text={text} label={shown === "md" ? "Copy Markdown" : "Copy text"} />
          </div>
          <label htmlFor={preview} className="sr-only">
            {shown === "md" ? "The text as Markdown" : "The text"}
          </label>
          <textarea
            id={preview}
            readOnly
            value={text}
            rows={16}
            className="block w-full rounded-lg border border-slate-300 p-3 font-mono text-sm"
          />
        </section>
      ) : null}
    </div>
  );
}
