import { ogCard, OG_SIZE } from "@/components/site/og-card";
import { CATEGORY_LABELS, getTool, tools } from "@/lib/tools/registry";

export const alt = "Creatorkit free AI tool";
export const size = OG_SIZE;
export const contentType = "image/png";

export function generateStaticParams() {
  return tools.map((t) => ({ slug: t.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const tool = getTool((await params).slug);
  return ogCard({
    kicker: "Creatorkit",
    title: tool?.name ?? "Free AI tools",
    subtitle: tool?.description,
    facts: [tool ? CATEGORY_LABELS[tool.category] : null, "Free, no account needed"].filter(
      (f): f is string => !!f,
    ),
  });
}
