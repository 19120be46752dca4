import { toolOgImage } from "@/components/tools/tool-og-image";
import { tools } from "@/lib/tools/registry";

// Every tool's Open Graph card, at its public address. Drawn at build, one per tool.
export const dynamicParams = false;

export function generateStaticParams() {
  return tools.map((t) => ({ slug: t.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/tool/[slug]/og-image">) {
  return toolOgImage((await params).slug);
}
