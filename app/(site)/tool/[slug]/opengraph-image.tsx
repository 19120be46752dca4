import { OG_SIZE } from "@/components/site/og-card";
import { toolOgImage } from "@/components/tools/tool-og-image";
import { tools } from "@/lib/tools/registry";

export const alt = "Creatorkit free AI tool";
export const size = OG_SIZE;
export const contentType = "image/png";

export function generateStaticParams() {
  return tools.map((t) => ({ slug: t.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return toolOgImage((await params).slug);
}
