import { ToolCatalog, toolCatalogMetadata } from "@/components/tools/tool-catalog";

export const metadata = toolCatalogMetadata;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? "";
}

// /tools?q=…&category=… lands here by a rewrite (next.config.ts) and renders per request.
export default async function ToolSearchPage({ searchParams }: PageProps<"/tools/search">) {
  const params = await searchParams;
  return <ToolCatalog q={first(params.q)} category={first(params.category)} />;
}
