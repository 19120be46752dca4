import type { AnalyzerId, ToolInfo } from "@/lib/tools/types";
import { BuildingNotice } from "./building-notice";
import { EeatChecker } from "./eeat/eeat-checker";
import { PlagiarismChecker } from "./plagiarism/plagiarism-checker";
import type { Runner } from "./runners";
import { SchemaGeneratorGate } from "./schema-markup/schema-generator-gate";

// Each analyzer has its own screen; the entry's `analyzer` id picks it.
const ANALYZERS = {
  "schema-markup": SchemaGeneratorGate,
  eeat: EeatChecker,
  plagiarism: PlagiarismChecker,
} satisfies Record<AnalyzerId, Runner>;

export function AnalyzerRunner({ tool }: { tool: ToolInfo }) {
  const Screen = tool.analyzer ? ANALYZERS[tool.analyzer] : BuildingNotice;
  return <Screen tool={tool} />;
}
