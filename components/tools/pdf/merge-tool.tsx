"use client";

import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PDF_LIMITS, formatBytes } from "@/lib/pdf/limits";
import type { MergePage } from "@/lib/pdf/merge";
import { browserOnly } from "./browser-only";
import { type Chosen, addChosen, isPdf } from "./chosen-files";
import { PDF_FILES } from "./drops";
import { FileDrop } from "./file-drop";
import { JobPanel } from "./job-panel";
import type { SortableList as SortableListType } from "./sortable-list";
import type { CountOutcome } from "@/lib/pdf/worker";
import { askWorker, readFile, usePdfJob } from "./use-pdf-job";

// The file list appears with the first file, so its code loads then; the cast gives back the generic
// props that browserOnly cannot carry.
const SortableList = browserOnly(() =>
  import("./sortable-list").then((m) => m.SortableList),
) as typeof SortableListType;

// The page arranger (thumbnails, pdf.js) loads only when the visitor opens it, not with the screen.
const PageGrid = browserOnly(() => import("./page-grid").then((m) => m.PageGrid));

export function MergeTool() {
  const [files, setFiles] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [bookmarkPerFile, setBookmarkPerFile] = useState(false);
  const [pages, setPages] = useState<(MergePage & { id: string })[]>();
  const [reading, setReading] = useState(false);
  const retryArrange = useRef(false);
  const { state, run, cancel, reset, showProblem } = usePdfJob();

  const choose = (picked: File[]) => {
    const added = addChosen(files, picked, { max: PDF_LIMITS.maxMergeFiles, accepts: isPdf, what: "a PDF" });
    setFiles(added.list);
    setErrors(added.errors);
    setPages(undefined);
    reset();
  };
  const change = (next: Chosen[]) => {
    setFiles(next);
    setPages(undefined);
    reset();
  };
  const start = (list = files) => {
    retryArrange.current = false;
    return run(async (api, report) => {
      const inputs = await Promise.all(list.map((c) => readFile(c.file, c.password)));
      const order = pages?.map(({ file, page, rotate }) => ({ file, page, rotate }));
      return api.merge(inputs, { bookmarkPerFile, pages: order }, report);
    });
  };
  const arrangePages = async (list = files) => {
    retryArrange.current = true;
    setReading(true);
    const inputs = await Promise.all(list.map((c) => readFile(c.file, c.password)));
    const outcome = await askWorker<CountOutcome>((api) => api.countPages(inputs));
    setReading(false);
    if (!outcome.ok) return showProblem(outcome.problem);
    reset();
    setPages(
      outcome.counts.flatMap((count, file) =>
        Array.from({ length: count }, (_, page) => ({
          id: `${list[file]!.id}:${page}`,
          file,
          page,
          rotate: 0 as const,
        })),
      ),
    );
  };
  const withPassword = (fileName: string, password: string) => {
    const next = files.map((c) => (c.file.name === fileName ? { ...c, password } : c));
    setFiles(next);
    void (retryArrange.current ? arrangePages(next) : start(next));
  };
  const running = state.status === "running" || reading;

  return (
    <div className="space-y-6">
      <FileDrop {...PDF_FILES} onFiles={choose} />
      {errors.length > 0 ? <Alert tone="error">{errors.join(" ")}</Alert> : null}
      {files.length > 0 && !pages ? (
        <SortableList
          items={files}
          keyOf={(c) => c.id}
          labelOf={(c) => c.file.name}
          onChange={change}
          render={(c) => (
            <span className="text-sm">
              <span className="font-medium">{c.file.name}</span>{" "}
              <span className="text-slate-500">{formatBytes(c.file.size)}</span>
            </span>
          )}
        />
      ) : null}
      {pages ? <PageGrid pages={pages} files={files} onChange={setPages} /> : null}
      {files.length > 0 ? (
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={bookmarkPerFile}
              onChange={(e) => setBookmarkPerFile(e.target.checked)}
            />
            Add a bookmark for each file
          </label>
          {pages ? (
            <Button variant="ghost" onClick={() => setPages(undefined)} disabled={running}>
              Back to files
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => arrangePages()} disabled={running}>
              {reading ? "Reading pages…" : "Arrange pages"}
            </Button>
          )}
          <Button onClick={() => start()} disabled={running || (files.length < 2 && !pages)}>
            Merge PDFs
          </Button>
        </div>
      ) : null}
      <JobPanel state={state} onCancel={cancel} onPassword={withPassword} zipName="merged.zip" />
    </div>
  );
}
