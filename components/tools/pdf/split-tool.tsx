"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { limitsSentence } from "@/lib/pdf/limits";
import type { SplitMode } from "@/lib/pdf/split";
import type { CountOutcome } from "@/lib/pdf/worker";
import { browserOnly } from "./browser-only";
import { type Chosen, addChosen, isPdf } from "./chosen-files";
import { FileDrop } from "./file-drop";
import { JobPanel } from "./job-panel";
import { askWorker, readFile, usePdfJob } from "./use-pdf-job";

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
  const [chosen, setChosen] = useState<Chosen>();
  const [errors, setErrors] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode>("ranges");
  const [ranges, setRanges] = useState("");
  const [oneFile, setOneFile] = useState(false);
  const [every, setEvery] = useState("1");
  const [pageCount, setPageCount] = useState<number>();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { state, run, cancel, reset, showProblem } = usePdfJob();

  const choose = (picked: File[]) => {
    const added = addChosen([], picked.slice(0, 1), { max: 1, accepts: isPdf, what: "a PDF" });
    setChosen(added.list[0]);
    setErrors(added.errors);
    setPageCount(undefined);
    setSelected(new Set());
    reset();
    if (added.list[0]) void countPages(added.list[0]);
  };
  const countPages = async (c: Chosen) => {
    const input = await readFile(c.file, c.password);
    const outcome = await askWorker<CountOutcome>((api) => api.countPages([input]));
    if (outcome.ok) setPageCount(outcome.counts[0]);
    else showProblem(outcome.problem);
  };
  const split = (): SplitMode => {
    if (mode === "ranges") return { mode, ranges, oneFile };
    if (mode === "every") return { mode, every: Number(every) };
    if (mode === "pages") return { mode, pages: [...selected] };
    return { mode };
  };
  const start = (c = chosen) => {
    if (!c) return;
    void run(async (api, report) => api.split(await readFile(c.file, c.password), split(), report));
  };
  const withPassword = (_: string, password: string) => {
    if (!chosen) return;
    const next = { ...chosen, password };
    setChosen(next);
    reset();
    if (pageCount === undefined) void countPages(next);
    else start(next);
  };

  return (
    <div className="space-y-6">
      <FileDrop
        accept="application/pdf,.pdf"
        multiple={false}
        label="Choose a PDF file"
        limits={limitsSentence("single")}
        onFiles={choose}
      />
      {errors.length > 0 ? <Alert tone="error">{errors.join(" ")}</Alert> : null}
      {chosen ? (
        <div className="space-y-4">
          <p className="text-sm">
            <span className="font-medium">{chosen.file.name}</span>
            {pageCount !== undefined ? <span className="text-slate-500"> ({pageCount} pages)</span> : null}
          </p>
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
          {mode === "pages" && pageCount !== undefined ? (
            <PagePicker chosen={chosen} pageCount={pageCount} selected={selected} onChange={setSelected} />
          ) : null}
          <Button onClick={() => start()} disabled={state.status === "running"}>
            Split PDF
          </Button>
        </div>
      ) : null}
      <JobPanel state={state} onCancel={cancel} onPassword={withPassword} zipName="split.zip" />
    </div>
  );
}
