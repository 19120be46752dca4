"use client";

import type { ToolInfo } from "@/lib/tools/types";
import { browserOnly } from "./browser-only";

// Each tool's screen loads only on its own page; the worker and PDF libraries load only when a job starts.
const SCREENS = {
  "merge-pdf": browserOnly(() => import("./merge-tool").then((m) => m.MergeTool)),
  "split-pdf": browserOnly(() => import("./split-tool").then((m) => m.SplitTool)),
  "compress-pdf": browserOnly(() => import("./compress-tool").then((m) => m.CompressTool)),
  "jpg-to-pdf": browserOnly(() => import("./images-tool").then((m) => m.ImagesTool)),
  "organize-pdf": browserOnly(() => import("./organize-tool").then((m) => m.OrganizeTool)),
  "rotate-pdf": browserOnly(() => import("./rotate-tool").then((m) => m.RotateTool)),
  "extract-pages": browserOnly(() => import("./extract-tool").then((m) => m.ExtractPagesTool)),
  "delete-pages": browserOnly(() => import("./extract-tool").then((m) => m.DeletePagesTool)),
  "pdf-to-jpg": browserOnly(() => import("./to-images-tool").then((m) => m.PdfToJpgTool)),
  "pdf-to-png": browserOnly(() => import("./to-images-tool").then((m) => m.PdfToPngTool)),
  "add-page-numbers": browserOnly(() => import("./page-numbers-tool").then((m) => m.PageNumbersTool)),
  "watermark-pdf": browserOnly(() => import("./watermark-tool").then((m) => m.WatermarkTool)),
  "sign-pdf": browserOnly(() => import("./sign-tool").then((m) => m.SignTool)),
  "protect-pdf": browserOnly(() => import("./protect-tool").then((m) => m.ProtectTool)),
  "unlock-pdf": browserOnly(() => import("./protect-tool").then((m) => m.UnlockTool)),
} as const;

/** The runner for tools of kind `pdf`: the screen for this tool's slug. */
export function PdfTool({ tool }: { tool: ToolInfo }) {
  const Screen = SCREENS[tool.slug as keyof typeof SCREENS];
  return Screen ? <Screen /> : null;
}
