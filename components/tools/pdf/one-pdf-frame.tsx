"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { formatCount } from "@/lib/format";
import type { PdfMetadata } from "@/lib/pdf/metadata";
import type { Chosen } from "./chosen-files";
import { type DropSpec, ONE_PDF } from "./drops";
import { FileDrop } from "./file-drop";
import { JobPanel } from "./job-panel";
import type { ChosenPdf } from "./use-chosen-pdf";
import type { PdfJob } from "./use-pdf-job";

/** The chosen file once it has been opened: what a tool's options are drawn for. */
export interface OpenedPdf {
  chosen: Chosen;
  pageCount: number;
  metadata: PdfMetadata;
}

/**
 * What every one-PDF tool's screen has around its own options: the file picker with its limits, the chosen
 * file with its page count, the tool's options once the file is open, and the job's progress, downloads or
 * password prompt (`start` runs the job again once a password is typed).
 */
export function OnePdfFrame({
  pdf,
  job,
  start,
  zipName,
  drop = ONE_PDF,
  onFiles = pdf.choose,
  children,
  footer,
}: {
  pdf: ChosenPdf;
  job: PdfJob;
  start: (chosen: Chosen) => void;
  zipName: string;
  /** The picker's wording, when it says more than "one PDF" (drops.ts). */
  drop?: DropSpec;
  onFiles?: (files: File[]) => void;
  children: (opened: OpenedPdf) => ReactNode;
  /** Below the job panel: what the tool does and does not do. */
  footer?: ReactNode;
}) {
  const { chosen, errors, pageCount, metadata } = pdf;
  return (
    <div className="space-y-6">
      <FileDrop {...drop} onFiles={onFiles} />
      {errors.length > 0 ? <Alert tone="error">{errors.join(" ")}</Alert> : null}
      {chosen ? (
        <div className="space-y-4">
          <p className="text-sm">
            <span className="font-medium">{chosen.file.name}</span>
            {pageCount !== undefined ? (
              <span className="text-slate-500"> ({formatCount(pageCount, "page")})</span>
            ) : null}
          </p>
          {pageCount !== undefined && metadata ? children({ chosen, pageCount, metadata }) : null}
        </div>
      ) : null}
      <JobPanel
        state={job.state}
        onCancel={job.cancel}
        onPassword={pdf.withPassword(start)}
        zipName={zipName}
      />
      {footer}
    </div>
  );
}
