import { ogCard } from "@/components/site/og-card";
import { CATEGORY_LABELS, getTool } from "@/lib/tools/registry";

/** A tool's Open Graph card, for every route that renders tool pages. */
export function toolOgImage(slug: string) {
  const tool = getTool(slug);
  return ogCard({
    kicker: "Creatorkit",
    title: tool?.name ?? "Free AI tools",
    subtitle: tool?.description,
    facts: [tool ? CATEGORY_LABELS[tool.category] : null, "Free, no account needed"].filter(
      (f): f is string => !!f,
    ),
  });
}
