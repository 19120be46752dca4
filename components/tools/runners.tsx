import type { JSXElementConstructor } from "react";
import { BioLinkToolIntro } from "@/components/biolinks/tool-intro";
import type { AnalyzerId, ToolInfo, ToolKind } from "@/lib/tools/types";
import { BuildingNotice } from "./building-notice";
import { ImageToolGate } from "./image-tool-gate";
import { SchemaGeneratorGate } from "./schema-markup/schema-generator-gate";
import { AfterSalesScreen, EeatScreen, PdfScreen, PlagiarismScreen, TextScreen } from "./screens";

/** A server component, or a screen from ./screens. */
export type Runner = JSXElementConstructor<{ tool: ToolInfo }>;

// Each analyzer has its own screen; the entry's `analyzer` id picks it.
const ANALYZERS = {
  "schema-markup": SchemaGeneratorGate,
  eeat: EeatScreen,
  plagiarism: PlagiarismScreen,
} satisfies Record<AnalyzerId, Runner>;

function AnalyzerRunner({ tool }: { tool: ToolInfo }) {
  const Screen = tool.analyzer ? ANALYZERS[tool.analyzer] : BuildingNotice;
  return <Screen tool={tool} />;
}

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
