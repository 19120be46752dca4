"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";
import type { ToolInfo } from "@/lib/tools/types";

// Each tool's screen loads only on its own page; the worker and PDF libraries load only when a job starts.
const loading = () => <Spinner />;
const SCREENS = {
  "merge-pdf": dynamic(() => import("./merge-tool").then((m) => m.MergeTool), { ssr: false, loading }),
  "split-pdf": dynamic(() => import("./split-tool").then((m) => m.SplitTool), { ssr: false, loading }),
  "compress-pdf": dynamic(() => import("./compress-tool").then((m) => m.CompressTool), {
    ssr: false,
    loading,
  }),
  "jpg-to-pdf": dynamic(() => import("./images-tool").then((m) => m.ImagesTool), { ssr: false, loading }),
} as const;

/** The runner for tools of kind `pdf`: the screen for this tool's slug. */
export function PdfTool({ tool }: { tool: ToolInfo }) {
  const Screen = SCREENS[tool.slug as keyof typeof SCREENS];
  return Screen ? <Screen /> : null;
}
