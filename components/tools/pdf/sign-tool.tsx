"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Chosen } from "./chosen-files";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { type Place, START, placedBox } from "./signature-box";
import { SignatureField } from "./signature-field";
import type { Signature } from "./signature-ink";
import { SignaturePlacer } from "./signature-placer";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

export function SignTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const [signature, setSignature] = useState<Signature>();
  const [page, setPage] = useState(0);
  const [place, setPlace] = useState<Place>(START);
  const [shape, setShape] = useState<{ page: number; shape: number }>();
  // The box is known once the page is drawn: its height follows the page's shape and the signature's.
  const box =
    signature && shape?.page === page
      ? placedBox(place, shape.shape, signature.width / signature.height)
      : undefined;

  const pick = (files: File[]) => {
    setPage(0);
    pdf.choose(files);
  };
  const start = (c: Chosen) => {
    if (!signature || !box) return;
    const options = { image: signature.bytes, page, box, metadata: pdf.metadata };
    void job.run(async (api, report) => api.sign(await readFile(c.file, c.password), options, report));
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="signed.zip" onFiles={pick}>
      {({ chosen, pageCount, metadata }) => (
        <div className="space-y-6">
          <SignatureField onChange={setSignature} />
          <SignaturePlacer
            chosen={chosen}
            pageCount={pageCount}
            page={page}
            onPage={setPage}
            signature={signature}
            box={box}
            onPlace={setPlace}
            onPageShape={(at, ratio) => setShape({ page: at, shape: ratio })}
          />
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => start(chosen)} disabled={job.state.status === "running" || !box}>
              Sign PDF
            </Button>
            {!signature ? (
              <p className="text-sm text-slate-500">Draw, type or upload your signature first.</p>
            ) : null}
          </div>
        </div>
      )}
    </OnePdfFrame>
  );
}
