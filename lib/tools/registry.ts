import { catalog } from "./catalog";
import { TOOL_CATEGORIES, type Tool, type ToolCategory, type ToolInfo } from "./types";

// Every page that lists or shows tools reads this (DESIGN "Tools"): adding a tool is adding an entry.

export const tools: readonly Tool[] = catalog;

export const TOOL_COUNT = tools.length;

export const CATEGORY_LABELS: Record<ToolCategory, string> = {
  "ai-write-tools": "AI Writing Tools",
  "seo-marketing-tools": "SEO & Marketing Tools",
  "image-tools": "Image Tools",
  "pdf-tools": "PDF Tools",
  "business-tools": "Business Tools",
};

const bySlug = new Map(tools.map((t) => [t.slug, t]));

export function getTool(slug: string): Tool | undefined {
  return bySlug.get(slug);
}

/** Whether the tool's working screen exists yet or it is still being built. */
export function isReady(tool: ToolInfo): boolean {
  return !tool.building;
}

/** The plain data of a tool, for client components: functions (a text tool's prompt, its engine) stay here. */
export function toolInfo(tool: Tool): ToolInfo {
  return Object.fromEntries(Object.entries(tool).filter(([, v]) => typeof v !== "function")) as ToolInfo;
}

export function toolsByCategory(list: readonly Tool[] = tools): { category: ToolCategory; tools: Tool[] }[] {
  return TOOL_CATEGORIES.map((category) => ({
    category,
    tools: list.filter((t) => t.category === category),
  })).filter((group) => group.tools.length > 0);
}

/** Case-insensitive match on name and description, every word of the query must appear. */
export function searchTools(query: string, category?: string, list: readonly Tool[] = tools): Tool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((t) => {
    if (category && t.category !== category) return false;
    const haystack = `${t.name} ${t.description}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

export function isCategory(value: string | undefined): value is ToolCategory {
  return !!value && (TOOL_CATEGORIES as readonly string[]).includes(value);
}
