import { toolOgImage } from "@/components/tools/tool-og-image";
import { tools } from "@/lib/tools/registry";

// Every tool's Open Graph card, at its public address. A route handler rather than an opengraph-image
// file: the PDF and text tools render on their kinds' own routes (lib/tools/kind-routes.ts), where such a
// file would publish the internal /tool-kind address in every share preview. Drawn at build, one per tool.
export const dynamicParams = false;

export function generateStaticParams() {
  return tools.map((t) => ({ slug: t.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/tool/[slug]/og-image">) {
  return toolOgImage((await params).slug);
}
