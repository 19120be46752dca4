import type { JSXElementConstructor } from "react";
import { BioLinkToolIntro } from "@/components/biolinks/tool-intro";
import type { ToolInfo, ToolKind } from "@/lib/tools/types";
import { AnalyzerRunner } from "./analyzer-runner";
import { ImageToolGate } from "./image-tool-gate";
import { AfterSalesScreen, PdfScreen, TextScreen } from "./screens";

/** A server component, or a screen from ./screens. */
export type Runner = JSXElementConstructor<{ tool: ToolInfo }>;

// The working screen of each kind of tool. A new kind is one entry here plus its runner, whose client
// code is imported through ./screens only (it says why); a tool whose screen is not built yet shows the
// notice (components/tools/tool-page.tsx).
export const RUNNERS = {
  pdf: PdfScreen,
  text: TextScreen,
  image: ImageToolGate,
  calculator: AfterSalesScreen,
  analyzer: AnalyzerRunner,
  biolink: BioLinkToolIntro,
} satisfies Record<ToolKind, Runner>;

/** The working screen of a tool, by its kind. */
export function ToolRunner({ tool }: { tool: ToolInfo }) {
  const Runner = RUNNERS[tool.kind];
  return <Runner tool={tool} />;
}
