// The shape of a tool entry (SPEC §3 "Tool"). The registry is static code, so pages that read it can be
// rendered at build time and no database is involved.

import type { IconName } from "@/lib/icons/set";
import type { Rng } from "./engines/kit";

export const TOOL_CATEGORIES = [
  "ai-write-tools",
  "seo-marketing-tools",
  "image-tools",
  "pdf-tools",
  "business-tools",
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export type ToolKind = "text" | "image" | "pdf" | "calculator" | "analyzer" | "biolink";

export type FieldType = "text" | "textarea" | "select";

export interface ToolField {
  name: string;
  label: string;
  type: FieldType;
  placeholder: string;
  required: boolean;
  options?: readonly string[];
}

/** How a text tool's result is shown: several short variants as cards, or one long document. */
export type OutputShape = "variants" | "document";

export interface ToolGuide {
  /** What the tool does, a paragraph for the page and the meta description's source. */
  explanation: string;
  howTo: readonly string[];
  tips: readonly string[];
}

/** The tool data that is safe to hand to client components: plain values, no functions. */
export interface ToolInfo {
  name: string;
  slug: string;
  description: string;
  category: ToolCategory;
  /** An icon of lib/icons/set.ts (components/icons/icon.tsx). */
  icon: IconName;
  kind: ToolKind;
  fields: readonly ToolField[];
  guide: ToolGuide;
  /** Text tools only. */
  output?: OutputShape;
  /** Analyzers only. */
  analyzer?: AnalyzerId;
  /** True while the tool's working screen is still being built (it has its own issue). */
  building?: boolean;
  /** Slugs of tools to suggest instead while this one is being built. */
  related?: readonly string[];
}

export type ToolInput = Record<string, string>;

/** A text tool's AI prompt for an input; `limit` is the sentence stating the result's length limit, or "". */
export type PromptBuilder = (input: ToolInput, limit: string) => string;

/** A text tool's built-in offline engine: deterministic variants for an input and a random source. */
export type Engine = (input: ToolInput, rng: Rng) => string[];

/** A text tool carries its prompt and its engine, so the compiler checks that every one has both. */
export interface TextTool extends ToolInfo {
  kind: "text";
  output: OutputShape;
  prompt: PromptBuilder;
  engine: Engine;
}

/** Which screen an analyzer opens (components/tools/runners.tsx maps each to its component). */
export type AnalyzerId = "schema-markup" | "eeat" | "plagiarism";

export interface AnalyzerTool extends ToolInfo {
  kind: "analyzer";
  analyzer: AnalyzerId;
}

type PlainKind = Exclude<ToolKind, "text" | "analyzer">;

/** One member per kind, so checking `kind` narrows a Tool. */
export type OtherTool = { [K in PlainKind]: ToolInfo & { kind: K } }[PlainKind];

export type Tool = TextTool | AnalyzerTool | OtherTool;

/** A catalogue entry before its slug and category are derived (Omit distributed over the union). */
export type CatalogEntry<T extends Tool = Tool> = T extends Tool ? Omit<T, "slug" | "category"> : never;
