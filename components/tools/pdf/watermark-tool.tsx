"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatBytes } from "@/lib/pdf/limits";
import type { PageSelection } from "@/lib/pdf/selection";
import { WATERMARK_LIMITS, type WatermarkMark } from "@/lib/pdf/watermark-options";
import type { Chosen } from "./chosen-files";
import { pdfFieldClass, typedNumber } from "./field-style";
import { MetadataFields } from "./metadata-fields";
import { OnePdfFrame } from "./one-pdf-frame";
import { PageSelectionField } from "./page-selection";
import { useChosenPdf } from "./use-chosen-pdf";
import { readFile, usePdfJob } from "./use-pdf-job";

export function WatermarkTool() {
  const job = usePdfJob();
  const pdf = useChosenPdf(job);
  const kindName = useId();
  const [kind, setKind] = useState<WatermarkMark["kind"]>("text");
  const [text, setText] = useState("CONFIDENTIAL");
  const [fontSize, setFontSize] = useState("48");
  const [color, setColor] = useState("#dc2626");
  const [angle, setAngle] = useState("45");
  const [image, setImage] = useState<File>();
  const [width, setWidth] = useState("50");
  const [opacity, setOpacity] = useState("30");
  const [pages, setPages] = useState<PageSelection>({ mode: "all" });
  const [imageMissing, setImageMissing] = useState(false);

  const start = (c: Chosen) => {
    const picked = kind === "image" ? image : undefined;
    setImageMissing(kind === "image" && !picked);
    if (kind === "image" && !picked) return;
    const mark = async (): Promise<WatermarkMark> =>
      picked
        ? { kind: "image", image: await readFile(picked), width: typedNumber(width) / 100 }
        : { kind: "text", text, fontSize: typedNumber(fontSize), color, angle: typedNumber(angle) };
    void job.run(async (api, report) =>
      api.watermark(
        await readFile(c.file, c.password),
        { mark: await mark(), opacity: typedNumber(opacity) / 100, pages, metadata: pdf.metadata },
        report,
      ),
    );
  };

  return (
    <OnePdfFrame pdf={pdf} job={job} start={start} zipName="watermarked.zip">
      {({ chosen, pageCount, metadata }) => (
        <>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 text-sm font-medium">Watermark</legend>
            {(["text", "image"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={kindName}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                />
                {value === "text" ? "Text" : "Image"}
              </label>
            ))}
          </fieldset>
          {kind === "text" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block text-sm font-medium sm:col-span-2">
                Watermark text
                <input
                  value={text}
                  maxLength={WATERMARK_LIMITS.maxTextLength}
                  onChange={(e) => setText(e.target.value)}
                  className={pdfFieldClass}
                />
              </label>
              <label className="block text-sm font-medium">
                Font size (points)
                <input
                  type="number"
                  min={WATERMARK_LIMITS.minFontSize}
                  max={WATERMARK_LIMITS.maxFontSize}
                  value={fontSize}
                  onChange={(e) => setFontSize(e.target.value)}
                  className={pdfFieldClass}
                />
              </label>
              <label className="block text-sm font-medium">
                Angle (degrees)
                <input
                  type="number"
                  min={-180}
                  max={180}
                  value={angle}
                  onChange={(e) => setAngle(e.target.value)}
                  className={pdfFieldClass}
                />
              </label>
              <label className="block text-sm font-medium">
                Colour
                <input
                  type="color"
                  value={color}
                  onChange={(e) => setColor(e.target.value)}
                  className="mt-1 block h-10 w-20 rounded-lg border border-slate-300"
                />
              </label>
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block text-sm font-medium">
                Image (PNG or JPG, up to {formatBytes(WATERMARK_LIMITS.maxImageBytes)})
                <input
                  type="file"
                  accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                  onChange={(e) => (setImage(e.target.files?.[0]), setImageMissing(false))}
                  className="mt-1 block w-full text-sm font-normal"
                />
              </label>
              <label className="block text-sm font-medium">
                Image width (% of the page width)
                <input
                  type="number"
                  min={WATERMARK_LIMITS.minWidth * 100}
                  max={100}
                  value={width}
                  onChange={(e) => setWidth(e.target.value)}
                  className={pdfFieldClass}
                />
              </label>
            </div>
          )}
          {kind === "image" && imageMissing ? (
            <Alert tone="error">Choose the image to use as the watermark.</Alert>
          ) : null}
          <label className="block max-w-xs text-sm font-medium">
            Opacity (%)
            <input
              type="number"
              min={WATERMARK_LIMITS.minOpacity * 100}
              max={100}
              value={opacity}
              onChange={(e) => setOpacity(e.target.value)}
              className={pdfFieldClass}
            />
          </label>
          <PageSelectionField
            legend="Pages to watermark"
            value={pages}
            onChange={setPages}
            chosen={chosen}
            pageCount={pageCount}
          />
          <MetadataFields value={metadata} onChange={pdf.setMetadata} />
          <Button onClick={() => start(chosen)} disabled={job.state.status === "running"}>
            Watermark PDF
          </Button>
        </>
      )}
    </OnePdfFrame>
  );
}
