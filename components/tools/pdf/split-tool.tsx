"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { SplitMode } from "@/lib/pdf/split";
import { browserOnly } from "./browser-only";
import type { Chosen } from "./chosen-files";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

// The thumbnail picker (pdf.js) loads only when the visitor picks "Select pages", not with the screen.
const PagePicker = browserOnly(() => import("./page-picker").then((m) => m.PagePicker));

const MODES = [
  { value: "ranges", label: "By ranges" },
  { value: "every", label: "Every N pages" },
  { value: "pages", label: "Select pages" },
  { value: "odd", label: "Odd pages" },
  { value: "even", label: "Even pages" },
] as const;
type Mode = (typeof MODES)[number]["value"];

export function SplitTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [mode, setMode] = useState<Mode>("ranges");
  const [ranges, setRanges] = useState("");
  const [oneFile, setOneFile] = useState(false);
  const [every, setEvery] = useState("1");
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const pick = (files: File[]) => {
    setSelected(new Set());
    pdf.choose(files);
  };
  const split = (): SplitMode => {
    if (mode === "ranges") return { mode, ranges, oneFile };
    if (mode === "every") return { mode, every: Number(every) };
    if (mode === "pages") return { mode, pages: [...selected] };
    return { mode };
  };
  const start = (c: Chosen) => {
    void job.run(async (api, report) => api.split(await readFile(c.file, c.password), split(), report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="split.zip" onFiles={pick}>
      {({ chosen, pageCount }) => (
        <>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 text-sm font-medium">How to split</legend>
            {MODES.map((m) => (
              <label key={m.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="split-mode"
                  value={m.value}
                  checked={mode === m.value}
                  onChange={() => setMode(m.value)}
                />
                {m.label}
              </label>
            ))}
          </fieldset>
          {mode === "ranges" ? (
            <div className="space-y-2">
              <label className="block text-sm font-medium">
                Page ranges
                <input
                  value={ranges}
                  onChange={(e) => setRanges(e.target.value)}
                  placeholder="1-3, 5, 8-"
                  className="mt-1 block w-full max-w-sm rounded-lg border border-slate-300 px-3 py-2"
                />
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={oneFile} onChange={(e) => setOneFile(e.target.checked)} />
                Put all ranges in one PDF
              </label>
            </div>
          ) : null}
          {mode === "every" ? (
            <label className="block text-sm font-medium">
              Pages per file
              <input
                type="number"
                min={1}
                value={every}
                onChange={(e) => setEvery(e.target.value)}
                className="mt-1 block w-32 rounded-lg border border-slate-300 px-3 py-2"
              />
            </label>
          ) : null}
          {mode === "pages" ? (
            <PagePicker chosen={chosen} pageCount={pageCount} selected={selected} onChange={setSelected} />
          ) : null}
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Split PDF
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
