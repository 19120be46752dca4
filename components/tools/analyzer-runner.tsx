import type { AnalyzerId, ToolInfo } from "@/lib/tools/types";
import { BuildingNotice } from "./building-notice";
import type { Runner } from "./runners";
import { SchemaGeneratorGate } from "./schema-markup/schema-generator-gate";
import { EeatScreen, PlagiarismScreen } from "./screens";

// Each analyzer has its own screen; the entry's `analyzer` id picks it.
const ANALYZERS = {
  "schema-markup": SchemaGeneratorGate,
  eeat: EeatScreen,
  plagiarism: PlagiarismScreen,
} satisfies Record<AnalyzerId, Runner>;

export function AnalyzerRunner({ tool }: { tool: ToolInfo }) {
  const Screen = tool.analyzer ? ANALYZERS[tool.analyzer] : BuildingNotice;
  return <Screen tool={tool} />;
}
