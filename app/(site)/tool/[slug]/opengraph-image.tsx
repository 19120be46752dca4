import { OG_SIZE } from "@/components/site/og-card";
import { toolOgImage } from "@/components/tools/tool-og-image";
import { renderedToolPath } from "@/lib/tools/kind-routes";
import { tools } from "@/lib/tools/registry";

export const alt = "Creatorkit free AI tool";
export const size = OG_SIZE;
export const contentType = "image/png";

export function generateStaticParams() {
  // Tools of a kind with its own route have their image there (lib/tools/kind-routes.ts).
  return tools.filter((t) => renderedToolPath(t.slug) === `/tool/${t.slug}`).map((t) => ({ slug: t.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return toolOgImage((await params).slug);
}
