"use client";

import type { ToolInfo } from "@/lib/tools/types";
import { browserOnly } from "./browser-only";

// Each tool's screen loads only on its own page; the worker and PDF libraries load only when a job starts.
const SCREENS = {
  "merge-pdf": browserOnly(() => import("./merge-tool").then((m) => m.MergeTool)),
  "split-pdf": browserOnly(() => import("./split-tool").then((m) => m.SplitTool)),
  "compress-pdf": browserOnly(() => import("./compress-tool").then((m) => m.CompressTool)),
  "jpg-to-pdf": browserOnly(() => import("./images-tool").then((m) => m.ImagesTool)),
} as const;

/** The runner for tools of kind `pdf`: the screen for this tool's slug. */
export function PdfTool({ tool }: { tool: ToolInfo }) {
  const Screen = SCREENS[tool.slug as keyof typeof SCREENS];
  return Screen ? <Screen /> : null;
}
