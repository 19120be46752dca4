"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { DocumentProperties } from "@/lib/pdf/properties";
import type { Chosen } from "./chosen-files";
import { pdfFieldClass } from "./field-style";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

type Dates = Pick<DocumentProperties, "created" | "modified">;

/** Edit PDF Metadata: the file's properties and dates, read from it, for the visitor to change. */
export function EditMetadataTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  // The visitor's dates; until they touch one, the file's own.
  const [typed, setTyped] = useState<Dates | null>(null);
  const dates: Dates = typed ?? {
    created: pdf.properties?.created ?? "",
    modified: pdf.properties?.modified ?? "",
  };

  const start = (c: Chosen) => {
    const options = { metadata: pdf.metadata!, ...dates };
    void job.run(async (api, report) =>
      api.editProperties(await readFile(c.file, c.password), options, report),
    );
  };
  const choose = (files: File[]) => {
    setTyped(null);
    pdf.choose(files);
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="properties.zip" onFiles={choose}>
      {({ chosen, metadata }) => (
        <>
          <MetadataFields value={metadata} onChange={pdf.setMetadata} open />
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                ["created", "Created"],
                ["modified", "Modified"],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="block font-medium">
                {label}
                <input
                  type="date"
                  value={dates[key]}
                  onChange={(e) => setTyped({ ...dates, [key]: e.target.value })}
                  className={pdfFieldClass}
                />
              </label>
            ))}
          </div>
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Save properties
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}

/** Remove PDF Metadata: what the file tells about itself, then a copy that tells nothing. */
export function RemoveMetadataTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);

  const start = (c: Chosen) => {
    void job.run(async (api, report) => api.removeProperties(await readFile(c.file, c.password), report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="no-metadata.zip">
      {({ chosen, metadata }) => {
        const found = [
          ["Title", metadata.title],
          ["Author", metadata.author],
          ["Subject", metadata.subject],
          ["Keywords", metadata.keywords],
          ["Made with", pdf.properties?.creator ?? ""],
          ["PDF producer", pdf.properties?.producer ?? ""],
          ["Created", pdf.properties?.created ?? ""],
          ["Modified", pdf.properties?.modified ?? ""],
          ["XMP metadata", pdf.properties?.xmp ? "Yes" : ""],
        ].filter(([, value]) => value !== "");
        return (
          <>
            {found.length > 0 ? (
              <dl
                aria-label="Document properties in this file"
                className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm"
              >
                {found.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium">{label}</dt>
                    <dd className="break-words text-slate-700">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-slate-600">This file carries no document properties.</p>
            )}
            <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
              Remove metadata
            </Button>
          </>
        );
      }}
    </OnePdfFrame>
  );
}
