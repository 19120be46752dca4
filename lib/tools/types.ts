// The shape of a tool entry (SPEC §3 "Tool"). The registry is static code, so pages that read it can be
// rendered at build time and no database is involved.

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

export interface Tool {
  name: string;
  slug: string;
  description: string;
  category: ToolCategory;
  /** A lucide-react icon name, resolved by components/tools/tool-icon.tsx. */
  icon: string;
  kind: ToolKind;
  fields: readonly ToolField[];
  guide: ToolGuide;
  /** Text tools only. */
  output?: OutputShape;
  /** True while the tool's working screen is still being built (it has its own issue). */
  building?: boolean;
  /** Slugs of tools to suggest instead while this one is being built. */
  related?: readonly string[];
}

export type ToolInput = Record<string, string>;
