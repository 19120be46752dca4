import type { ReactNode } from "react";
import { BioLinkToolIntro } from "@/components/biolinks/tool-intro";
import type { ToolInfo, ToolKind } from "@/lib/tools/types";
import { AfterSalesCalculator } from "./after-sales/after-sales-calculator";
import { AnalyzerRunner } from "./analyzer-runner";
import { BuildingNotice } from "./building-notice";
import { ImageToolGate } from "./image-tool-gate";
import { PdfTool } from "./pdf/pdf-tool";
import { TextTool } from "./text-tool";

export type Runner = (props: { tool: ToolInfo }) => ReactNode | Promise<ReactNode>;

// The working screen of each kind of tool. A new kind is one entry here plus its runner; a kind whose screen
// is not built yet shows the notice.
export const RUNNERS = {
  text: TextTool,
  image: ImageToolGate,
  pdf: PdfTool,
  calculator: AfterSalesCalculator,
  analyzer: AnalyzerRunner,
  biolink: BioLinkToolIntro,
} satisfies Record<ToolKind, Runner>;

/** The screen a tool opens with: its kind's runner, or the notice while it is being built. */
export function ToolRunner({ tool }: { tool: ToolInfo }) {
  if (tool.building) return <BuildingNotice tool={tool} />;
  const Runner = RUNNERS[tool.kind];
  return <Runner tool={tool} />;
}
