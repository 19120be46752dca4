"use client";

import { Link } from "@/components/ui/link";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PDF_LIMITS } from "@/lib/pdf/limits";
import { browserOnly } from "./browser-only";
import type { Chosen } from "./chosen-files";
import { ORGANIZE_PDF } from "./drops";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { type Tile, planOf, tilesOf } from "./organize-tiles";
import { readFile, usePdfJob } from "./use-pdf-job";
import { useChosenPdf } from "./use-chosen-pdf";

// The arranger (thumbnails, pdf.js) loads once a file is chosen, not with the screen.
const OrganizeGrid = browserOnly(() => import("./organize-grid").then((m) => m.OrganizeGrid));

export function OrganizeTool() {
  const job = usePdfJob();
  const { state, run, reset } = job;
  const pdf = useChosenPdf(job);
  const { chosen, pageCount } = pdf;
  // The visitor's arrangement belongs to one file: another file (or the same one reopened) starts afresh.
  const [edited, setEdited] = useState<{ file: string; tiles: Tile[] }>();
  const file = chosen && pageCount !== undefined ? `${chosen.id}:${pageCount}` : undefined;
  const untouched = useMemo(() => tilesOf(pageCount ?? 0), [pageCount]);
  const tiles = edited && edited.file === file ? edited.tiles : untouched;

  const change = (next: Tile[]) => {
    setEdited({ file: file!, tiles: next });
    // A file written from the old arrangement would no longer match what the screen shows.
    if (state.status === "done") reset();
  };
  const start = (c: Chosen) => {
    const options = { plan: planOf(tiles), metadata: pdf.metadata };
    void run(async (api, report) => api.organize(await readFile(c.file, c.password), options, report));
  };
  const running = state.status === "running";

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="organized.zip" drop={ORGANIZE_PDF}>
      {({ chosen, pageCount, metadata }) =>
        pageCount > PDF_LIMITS.maxPickerPages ? (
          <Alert tone="error">
            This PDF has {pageCount} pages; Organize PDF shows up to {PDF_LIMITS.maxPickerPages}. Split it
            into smaller parts first with{" "}
            <Link href="/tool/split-pdf" className="underline">
              Split PDF
            </Link>
            , then organize each part.
          </Alert>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Drag pages into order, or use each page&apos;s buttons. The file is written in the order shown.
            </p>
            <OrganizeGrid chosen={chosen} tiles={tiles} onChange={change} />
            {tiles.length === 1 ? <p className="text-sm text-slate-600">Keep at least one page.</p> : null}
            <MetadataFields value={metadata} onChange={pdf.setMetadata} />
            <div className="flex flex-wrap items-center gap-4">
              <Button onClick={() => start(chosen)} disabled={running}>
                Organize PDF
              </Button>
              <Button
                variant="ghost"
                onClick={() => change(untouched)}
                disabled={running || tiles === untouched}
              >
                Undo all changes
              </Button>
            </div>
          </>
        )
      }
    </OnePdfFrame>
  );
}
