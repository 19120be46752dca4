import { OG_SIZE } from "@/components/site/og-card";
import { toolOgImage } from "@/components/tools/tool-og-image";
import { toolsOfKind } from "@/lib/tools/kind-routes";

// The text tools' pages render here (lib/tools/kind-routes.ts), and Next names a page's image under its route.
export const alt = "Creatorkit free AI tool";
export const size = OG_SIZE;
export const contentType = "image/png";

export function generateStaticParams() {
  return toolsOfKind("text").map((t) => ({ slug: t.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return toolOgImage((await params).slug);
}
