"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ImagesOptions } from "@/lib/pdf/images-to-pdf";
import { PDF_LIMITS, formatBytes } from "@/lib/pdf/limits";
import { OCR_LANGUAGES, type OcrLanguage } from "@/lib/pdf/ocr/languages";
import { browserOnly } from "./browser-only";
import { type Chosen, addChosen, isImage } from "./chosen-files";
import { IMAGE_FILES } from "./drops";
import { FileDrop } from "./file-drop";
import { JobPanel } from "./job-panel";
import { RadioChoices } from "./radio-choices";
import type { SortableList as SortableListType } from "./sortable-list";
import { readFile, usePdfJob } from "./use-pdf-job";

// The file list appears with the first file, so its code loads then; the cast gives back the generic
// props that browserOnly cannot carry.
const SortableList = browserOnly(() =>
  import("./sortable-list").then((m) => m.SortableList),
) as typeof SortableListType;

const CHOICES = {
  pageSize: [
    ["fit", "Fit (same size as image)"],
    ["a4", "A4"],
    ["letter", "Letter"],
  ],
  orientation: [
    ["auto", "Auto"],
    ["portrait", "Portrait"],
    ["landscape", "Landscape"],
  ],
  margin: [
    ["none", "None"],
    ["small", "Small"],
    ["large", "Large"],
  ],
  output: [
    ["one", "One PDF"],
    ["each", "One PDF per image"],
  ],
} as const;
const LABELS = {
  pageSize: "Page size",
  orientation: "Orientation",
  margin: "Margins",
  output: "Output",
} as const;

export function ImagesTool() {
  const [images, setImages] = useState<Chosen[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [options, setOptions] = useState<ImagesOptions>({
    pageSize: "a4",
    orientation: "auto",
    margin: "small",
    output: "one",
  });
  // Photos of documents made searchable in the same job (OCR PDF's engine).
  const [ocr, setOcr] = useState(false);
  const [language, setLanguage] = useState<OcrLanguage>("eng");
  const { state, run, cancel, reset } = usePdfJob();

  const choose = (picked: File[]) => {
    const added = addChosen(images, picked, {
      max: PDF_LIMITS.maxImages,
      accepts: isImage,
      what: "a JPG, PNG or WebP image",
    });
    setImages(added.list);
    setErrors(added.errors);
    reset();
  };
  const start = () =>
    run(async (api, report) =>
      api.images(
        await Promise.all(images.map((c) => readFile(c.file))),
        options,
        report,
        ocr ? language : undefined,
      ),
    );

  return (
    <div className="space-y-6">
      <FileDrop {...IMAGE_FILES} onFiles={choose} />
      {errors.length > 0 ? <Alert tone="error">{errors.join(" ")}</Alert> : null}
      {images.length > 0 ? (
        <>
          <SortableList
            items={images}
            keyOf={(c) => c.id}
            labelOf={(c) => c.file.name}
            onChange={(next) => (setImages(next), reset())}
            render={(c) => (
              <span className="text-sm">
                <span className="font-medium">{c.file.name}</span>{" "}
                <span className="text-slate-500">{formatBytes(c.file.size)}</span>
              </span>
            )}
          />
          <div className="grid gap-4 sm:grid-cols-4">
            {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
              <label key={key} className="block text-sm font-medium">
                {LABELS[key]}
                <select
                  value={options[key]}
                  disabled={key === "orientation" && options.pageSize === "fit"}
                  onChange={(e) => setOptions({ ...options, [key]: e.target.value })}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
                >
                  {CHOICES[key].map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={ocr} onChange={(e) => setOcr(e.target.checked)} />
            Make the text searchable (OCR, a few seconds a page)
          </label>
          {ocr ? (
            <RadioChoices
              legend="Language of the text"
              choices={OCR_LANGUAGES}
              value={language}
              onChange={setLanguage}
            />
          ) : null}
          <Button onClick={start} disabled={state.status === "running"}>
            Convert to PDF
          </Button>
        </>
      ) : null}
      <JobPanel state={state} onCancel={cancel} onPassword={() => {}} zipName="images.zip" />
    </div>
  );
}
