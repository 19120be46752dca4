import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { BuildingNotice } from "@/components/tools/building-notice";
import { ToolGuide } from "@/components/tools/tool-guide";
import { Icon } from "@/components/icons/icon";
import { ToolRating } from "@/components/tools/rating/tool-rating";
import { ToolRunner } from "@/components/tools/runners";
import { env } from "@/lib/env";
import { aggregateRating } from "@/lib/tools/ratings/json-ld";
import { getRatingSummary } from "@/lib/tools/ratings/queries";
import { CATEGORY_LABELS, getTool, toolInfo } from "@/lib/tools/registry";
import { OG_SIZE } from "@/components/site/og-card";
import { toolOgImagePath, toolPath } from "@/lib/tools/paths";

// The page of one tool (app/(site)/tool/[slug]): what it is, its working screen, its rating and guide.

export async function toolMetadata(slug: string): Promise<Metadata> {
  const tool = getTool(slug);
  if (!tool) return {};
  const title = `${tool.name}: free online tool`;
  const url = toolPath(tool.slug);
  const images = [
    { url: toolOgImagePath(tool.slug), ...OG_SIZE, alt: `${tool.name}, a free Creatorkit tool` },
  ];
  return {
    title,
    description: tool.description,
    alternates: { canonical: url },
    openGraph: { title, description: tool.description, type: "website", url, images },
    twitter: { card: "summary_large_image", title, description: tool.description, images },
  };
}

export async function ToolPage({ slug }: { slug: string }) {
  const tool = getTool(slug);
  if (!tool) notFound();
  const info = toolInfo(tool);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: tool.name,
    description: tool.description,
    url: new URL(toolPath(tool.slug), env().SITE_URL).toString(),
    applicationCategory: tool.category === "image-tools" ? "MultimediaApplication" : "BusinessApplication",
    operatingSystem: "Any (web browser)",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    ...aggregateRating(await getRatingSummary(tool.slug)),
  };

  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <script
        type="application/ld+json"
        // JSON.stringify of our own registry data; "<" escaped so no value can close the script tag.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link href="/tools" className="hover:underline">
          Tools
        </Link>{" "}
        /{" "}
        {/* A plain link: the filter is a rewrite by query, which the client router does not always apply. */}
        <a href={`/tools?category=${tool.category}`} className="hover:underline">
          {CATEGORY_LABELS[tool.category]}
        </a>
      </nav>
      <div className="mt-4 flex items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={tool.icon} className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{tool.name}</h1>
      </div>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{tool.description}</p>

      <div className="mt-8">
        {info.building ? <BuildingNotice tool={info} /> : <ToolRunner tool={info} />}
      </div>

      <ToolRating slug={tool.slug} name={tool.name} />

      <ToolGuide tool={tool} />
    </main>
  );
}
