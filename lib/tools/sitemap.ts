import type { SitemapEntry } from "@/lib/sitemap/types";
import { toolPath } from "./paths";
import { tools } from "./registry";

/** Every tool in the registry (they change with a deploy, so no date). */
export function toolSitemapEntries(): SitemapEntry[] {
  return tools.map((tool) => ({ path: toolPath(tool.slug) }));
}
