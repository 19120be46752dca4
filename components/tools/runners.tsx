import type { ReactNode } from "react";
import { BioLinkToolIntro } from "@/components/biolinks/tool-intro";
import type { ToolInfo, ToolKind } from "@/lib/tools/types";
import { AfterSalesCalculator } from "./after-sales/after-sales-calculator";
import { AnalyzerRunner } from "./analyzer-runner";
import { ImageToolGate } from "./image-tool-gate";

export type Runner = (props: { tool: ToolInfo }) => ReactNode | Promise<ReactNode>;

/** Kinds rendered by a route of their own (lib/tools/kind-routes.ts), with their runner there. */
export type OwnRouteKind = "pdf" | "text";

// The working screen of each kind of tool on the shared route app/(site)/tool/[slug]. A new kind is one
// entry here plus its runner; a tool whose screen is not built yet shows the notice (components/tools/
// tool-page.tsx). PDF and text tools are not here: importing their runners would put them in every tool page.
export const RUNNERS = {
  image: ImageToolGate,
  calculator: AfterSalesCalculator,
  analyzer: AnalyzerRunner,
  biolink: BioLinkToolIntro,
} satisfies Record<Exclude<ToolKind, OwnRouteKind>, Runner>;

/** The kinds the shared route renders. */
export const SHARED_KINDS = Object.keys(RUNNERS) as (keyof typeof RUNNERS)[];

/** The working screen of a tool on the shared route, by its kind. */
export function ToolRunner({ tool }: { tool: ToolInfo }) {
  const Runner = RUNNERS[tool.kind as keyof typeof RUNNERS];
  return <Runner tool={tool} />;
}
