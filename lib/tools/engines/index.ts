import { joinVariants } from "../result-format";
import { getTool } from "../registry";
import type { ToolInput } from "../types";
import { rngFor } from "./kit";

// The built-in engine of each text tool (carried by its catalogue entry), used when no AI provider is
// configured: offline, instant and deterministic for an input and a seed.

/** The variants for an input and seed; throws for a slug that is no text tool (a bug, not a user error). */
export function runEngineVariants(slug: string, input: ToolInput, seed: number): string[] {
  const tool = getTool(slug);
  if (tool?.kind !== "text") throw new Error(`No built-in engine for ${slug}`);
  return tool.engine(input, rngFor(input, seed));
}

export function runEngine(slug: string, input: ToolInput, seed: number): string {
  return joinVariants(runEngineVariants(slug, input, seed));
}
