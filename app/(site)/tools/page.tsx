import { ToolCatalog, toolCatalogMetadata } from "@/components/tools/tool-catalog";

export const metadata = toolCatalogMetadata;

// Static: the catalogue comes from the tool registry, which changes only with a deploy. A search or a
// category filter is rewritten to ./search (next.config.ts), which renders per request.
export default function ToolsPage() {
  return <ToolCatalog />;
}
