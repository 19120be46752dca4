"use client";

import type { ComponentType, ReactNode } from "react";
import type { ToolInfo } from "@/lib/tools/types";
import { browserOnly } from "./browser-only";
import { type DropSpec, IMAGE_FILES, ONE_PDF, ORGANIZE_PDF, PDF_FILES } from "./drops";
import { OcrExplainer, ProtectExplainer, UnlockExplainer } from "./explainers";
import { ComparePickers } from "./compare-pickers";
import { FileDrop } from "./file-drop";

const ignore = () => {};

/**
 * A screen that loads in the browser, its place held meanwhile by what it first shows: its file picker
 * (disabled) and what it says below it. Every screen starts that way, so the page below never moves.
 */
function screen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  drop: DropSpec = ONE_PDF,
  below?: ReactNode,
): ComponentType<P> {
  return browserOnly(
    load,
    <div className="space-y-6">
      <FileDrop {...drop} onFiles={ignore} disabled />
      {below}
    </div>,
  );
}

// Each tool's screen loads only on its own page; the worker and PDF libraries load only when a job starts.
const SCREENS = {
  "merge-pdf": screen(() => import("./merge-tool").then((m) => m.MergeTool), PDF_FILES),
  "split-pdf": screen(() => import("./split-tool").then((m) => m.SplitTool)),
  "compress-pdf": screen(() => import("./compress-tool").then((m) => m.CompressTool)),
  "jpg-to-pdf": screen(() => import("./images-tool").then((m) => m.ImagesTool), IMAGE_FILES),
  "organize-pdf": screen(() => import("./organize-tool").then((m) => m.OrganizeTool), ORGANIZE_PDF),
  "rotate-pdf": screen(() => import("./rotate-tool").then((m) => m.RotateTool)),
  "extract-pages": screen(() => import("./extract-tool").then((m) => m.ExtractPagesTool)),
  "delete-pages": screen(() => import("./extract-tool").then((m) => m.DeletePagesTool)),
  "pdf-to-jpg": screen(() => import("./to-images-tool").then((m) => m.PdfToJpgTool)),
  "pdf-to-png": screen(() => import("./to-images-tool").then((m) => m.PdfToPngTool)),
  "add-page-numbers": screen(() => import("./page-numbers-tool").then((m) => m.PageNumbersTool)),
  "watermark-pdf": screen(() => import("./watermark-tool").then((m) => m.WatermarkTool)),
  "sign-pdf": screen(() => import("./sign-tool").then((m) => m.SignTool)),
  "protect-pdf": screen(
    () => import("./protect-tool").then((m) => m.ProtectTool),
    ONE_PDF,
    <ProtectExplainer />,
  ),
  "unlock-pdf": screen(
    () => import("./protect-tool").then((m) => m.UnlockTool),
    ONE_PDF,
    <UnlockExplainer />,
  ),
  "pdf-to-text": screen(() => import("./to-text-tool").then((m) => m.ToTextTool)),
  "n-up-pdf": screen(() => import("./n-up-tool").then((m) => m.NUpTool)),
  "edit-pdf-metadata": screen(() => import("./properties-tool").then((m) => m.EditMetadataTool)),
  "remove-pdf-metadata": screen(() => import("./properties-tool").then((m) => m.RemoveMetadataTool)),
  "fill-pdf-form": screen(() => import("./fill-form-tool").then((m) => m.FillFormTool)),
  "crop-pdf": screen(() => import("./crop-tool").then((m) => m.CropTool)),
  "repair-pdf": screen(() => import("./repair-tool").then((m) => m.RepairTool)),
  "flatten-pdf": screen(() => import("./flatten-tool").then((m) => m.FlattenTool)),
  "grayscale-pdf": screen(() => import("./grayscale-tool").then((m) => m.GrayscaleTool)),
  "compare-pdf": browserOnly(() => import("./compare-tool").then((m) => m.CompareTool), <ComparePickers />),
  "ocr-pdf": screen(() => import("./ocr-tool").then((m) => m.OcrTool), ONE_PDF, <OcrExplainer />),
} as const;

/** The runner for tools of kind `pdf`: the screen for this tool's slug. */
export function PdfTool({ tool }: { tool: ToolInfo }) {
  const Screen = SCREENS[tool.slug as keyof typeof SCREENS];
  return Screen ? <Screen /> : null;
}
